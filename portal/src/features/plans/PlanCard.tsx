import CheckIcon from '@mui/icons-material/Check';
import { Box, Button, Paper, Typography, type SxProps, type Theme } from '@mui/material';
import { yearlySaving } from '#domain/yearly-saving';
import type { BillingCycle, PublicPlan } from '../../api/client';
import { accountLimitText, formatPrice, isContactSales } from '../../lib/plans';

interface PlanCardProps {
  plan: PublicPlan;
  cycle: BillingCycle;
  actionLabel?: string;
  onChoose(plan: PublicPlan): void;
  busy?: boolean;
  current?: boolean;
  /** The plan the trader already picked (say on /subscription): marked and its button leads. */
  chosen?: boolean;
  /** The plan name's heading level: one below the section heading the cards sit under. */
  headingLevel?: 'h2' | 'h3';
}

/** One plan: price for the cycle, saving, account limit, features and the action. */
export function PlanCard({
  plan,
  cycle,
  actionLabel,
  onChoose,
  busy,
  current,
  chosen,
  headingLevel = 'h3',
}: PlanCardProps) {
  const contactSales = isContactSales(plan);
  const price = cycle === 'monthly' ? plan.monthlyPrice : plan.yearlyPrice;
  const saving = cycle === 'yearly' ? yearlySaving(plan) : null;
  return (
    // Paper, not Card: the same outlined surface without Card's code on the landing page's first load.
    <Paper
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        overflow: 'visible',
        borderColor: chosen ? 'success.main' : plan.isPopular ? 'primary.main' : undefined,
        borderWidth: chosen || plan.isPopular ? 2 : 1,
      }}
      aria-label={`${plan.name} plan`}
    >
      {plan.isPopular && (
        <PlanBadge
          label="MOST POPULAR"
          color="primary"
          sx={{ position: 'absolute', top: -12, left: '50%', transform: 'translateX(-50%)', fontWeight: 700 }}
        />
      )}
      <Box sx={{ flexGrow: 1, p: 2, pt: 4 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
          <Typography variant="h5" component={headingLevel}>
            {plan.name}
          </Typography>
          {current && <PlanBadge label="Current plan" />}
          {chosen && !current && <PlanBadge label="Your choice" color="success" />}
        </Box>
        <Typography color="textSecondary" sx={{ mb: 2, minHeight: 48 }}>
          {plan.description}
        </Typography>
        {contactSales ? (
          <Typography variant="h4" component="p" sx={{ mb: 1 }}>
            Custom pricing
          </Typography>
        ) : (
          <Box sx={{ mb: 1 }}>
            <Typography variant="h3" component="p" sx={{ display: 'inline' }}>
              {formatPrice(price)}
            </Typography>
            <Typography component="span" color="textSecondary">
              {cycle === 'monthly' ? ' per month' : ' per year'}
            </Typography>
          </Box>
        )}
        {saving && !contactSales && (
          <PlanBadge color="success" label={`Save ${formatPrice(saving.amount)} (${saving.percent}%)`} sx={{ mb: 1 }} />
        )}
        <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
          Account limit: {accountLimitText(plan.accountLimit)}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 1 }}>
          {plan.features.map((feature) => (
            <Box component="li" key={feature} sx={{ display: 'flex', alignItems: 'flex-start', py: 0.5 }}>
              <CheckIcon fontSize="small" color="success" sx={{ mr: 1.5, mt: '1px' }} />
              <Typography variant="body2" sx={{ py: '1px' }}>
                {feature}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', p: 2, pt: 0 }}>
        <Button
          variant={chosen || (plan.isPopular && chosen === undefined) ? 'contained' : 'outlined'}
          size="large"
          fullWidth
          disabled={busy}
          onClick={() => onChoose(plan)}
        >
          {actionLabel ?? (contactSales ? 'Contact Sales' : 'Choose Plan')}
        </Button>
      </Box>
    </Paper>
  );
}

interface PlanBadgeProps {
  label: string;
  /** Filled in this colour; outlined without one. */
  color?: 'primary' | 'success';
  sx?: SxProps<Theme>;
}

/** A small rounded label, the look of MUI's small Chip, drawn without its code on the landing page. */
function PlanBadge({ label, color, sx }: PlanBadgeProps) {
  return (
    <Box
      component="span"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          height: 24,
          px: 1,
          borderRadius: 12,
          typography: 'body2',
          fontSize: '0.8125rem',
          lineHeight: 1,
          whiteSpace: 'nowrap',
        },
        color
          ? { bgcolor: `${color}.main`, color: `${color}.contrastText` }
          : { border: 1, borderColor: 'divider', color: 'text.primary' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {label}
    </Box>
  );
}

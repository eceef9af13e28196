import CheckIcon from '@mui/icons-material/Check';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
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
    <Card
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
        <Chip
          label="MOST POPULAR"
          color="primary"
          size="small"
          sx={{ position: 'absolute', top: -12, left: '50%', transform: 'translateX(-50%)', fontWeight: 700 }}
        />
      )}
      <CardContent sx={{ flexGrow: 1, pt: 4 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h5" component={headingLevel}>
            {plan.name}
          </Typography>
          {current && <Chip label="Current plan" size="small" variant="outlined" />}
          {chosen && !current && <Chip label="Your choice" size="small" color="success" />}
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2, minHeight: 48 }}>
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
            <Typography component="span" color="text.secondary">
              {cycle === 'monthly' ? ' per month' : ' per year'}
            </Typography>
          </Box>
        )}
        {saving && !contactSales && (
          <Chip
            color="success"
            size="small"
            label={`Save ${formatPrice(saving.amount)} (${saving.percent}%)`}
            sx={{ mb: 1 }}
          />
        )}
        <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
          Account limit: {accountLimitText(plan.accountLimit)}
        </Typography>
        <List dense>
          {plan.features.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckIcon fontSize="small" color="success" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          variant={chosen || (plan.isPopular && chosen === undefined) ? 'contained' : 'outlined'}
          size="large"
          fullWidth
          disabled={busy}
          onClick={() => onChoose(plan)}
        >
          {actionLabel ?? (contactSales ? 'Contact Sales' : 'Choose Plan')}
        </Button>
      </CardActions>
    </Card>
  );
}

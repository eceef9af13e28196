import RestartAltIcon from '@mui/icons-material/RestartAlt';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Chip,
  Grid,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Confirm, EditBase, Title, useDataProvider, useGetList, useNotify, type RaRecord } from 'react-admin';
import type { Schemas } from '../../api/contract';
import { planResetLosses } from '../../lib/plan-reset';
import { accountLimitText, formatPrice } from '../../lib/plans';
import type { AdminDataProvider } from '../dataProvider';
import { PlanForm } from './PlanForm';
import { plural } from '#domain/plural';

/** A plan as GET /api/admin/plans lists it. */
type AdminPlan = Schemas['AdminPlanDto'];

/**
 * The reset's confirmation: the spec's question, then every edit it would undo, by plan (prices,
 * features and the rest), read from the defaults the server restores.
 */
function ResetLosses({ plans }: { plans: AdminPlan[] }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const defaults = useQuery({ queryKey: ['admin-plan-defaults'], queryFn: () => dataProvider.planDefaults() });
  const losses = defaults.data && planResetLosses(plans, defaults.data);
  return (
    <>
      <Typography gutterBottom>This will reset all plans to default values. Continue?</Typography>
      {defaults.error && <Alert severity="error">Failed to load the default plans: the edits cannot be named.</Alert>}
      {!defaults.data && !defaults.error && <Skeleton variant="rounded" height={60} />}
      {losses?.length === 0 && (
        <Typography color="textSecondary">Every plan matches its defaults: nothing will be lost.</Typography>
      )}
      {losses && losses.length > 0 && (
        <>
          <Typography sx={{ fontWeight: 600 }}>These edits will be lost:</Typography>
          <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
            {losses.map((plan) => (
              <li key={plan.planType}>
                <Typography variant="body2">
                  <strong>
                    {plan.name} ({plan.planType})
                  </strong>
                  : {plan.losses.join('; ')}.
                </Typography>
              </li>
            ))}
          </Box>
        </>
      )}
    </>
  );
}

/** 'Admin Panel - Plan Management': the plans on the left, the selected one's form on the right. */
export function PlanManagement() {
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [selected, setSelected] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const formCard = useRef<HTMLDivElement>(null);
  // On a phone the form sits below the list: bring it into view when a plan is picked.
  useEffect(() => {
    if (selected !== null) formCard.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [selected]);
  const plans = useGetList<AdminPlan>(
    'plans',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'displayOrder', order: 'ASC' } },
    { onError: () => notify('Failed to load plan configurations', { type: 'error' }) },
  );

  // The server's sentence (a value it refuses, say) is shown in the form itself.
  const [saveError, setSaveError] = useState<string | null>(null);
  const pick = (plan: number) => {
    setSaveError(null);
    setSelected(plan);
  };
  const saved = {
    onSuccess: (plan: RaRecord) => {
      notify('Plan configuration saved successfully', { type: 'success' });
      setSaveError(null);
      setSelected(Number(plan.id));
      void plans.refetch();
    },
    onError: (error: unknown) => {
      notify('Failed to save plan configuration', { type: 'error' });
      setSaveError(error instanceof Error ? error.message : null);
      void plans.refetch();
    },
  };

  const reset = async () => {
    setResetting(true);
    try {
      await dataProvider.resetPlans();
      notify('Default plans initialized successfully', { type: 'success' });
      setSaveError(null);
      setSelected(null);
      await plans.refetch();
    } catch {
      notify('Failed to initialize default plans', { type: 'error' });
    } finally {
      setResetting(false);
      setConfirming(false);
    }
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title="Plan Management" />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography variant="h5" component="h1">
          Admin Panel - Plan Management
        </Typography>
        <Button
          variant="outlined"
          color="warning"
          startIcon={<RestartAltIcon />}
          onClick={() => {
            // The edits named in the confirmation are the ones stored now, another admin's included.
            void plans.refetch();
            setConfirming(true);
          }}
          disabled={resetting}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          Reset to Defaults
        </Button>
      </Stack>
      {/* No "New Plan": prices, limits and signal timing belong to the plan type, one plan each. */}
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2, maxWidth: 720 }}>
        Each plan type has exactly one plan, so plans are edited here, not added: a separate offer for one client is not
        possible yet.
      </Typography>
      <Confirm
        isOpen={confirming}
        loading={resetting}
        title="Reset to Defaults"
        content={<ResetLosses plans={plans.data ?? []} />}
        onConfirm={reset}
        onClose={() => setConfirming(false)}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            {plans.isPending && [0, 1, 2].map((index) => <Skeleton key={index} variant="rounded" height={140} />)}
            {plans.error && <Alert severity="error">Failed to load plan configurations</Alert>}
            {plans.data?.length === 0 && (
              <Alert severity="info">
                No plans configured yet. Click "Reset to Defaults" to initialize default plans.
              </Alert>
            )}
            {plans.data?.map((plan) => (
              <Card
                key={plan.id}
                sx={{ borderColor: selected === plan.id ? 'primary.main' : undefined }}
                aria-label={`Plan ${plan.name}`}
              >
                <CardHeader
                  title={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                      <span>
                        {plan.name}{' '}
                        <Typography component="span" variant="body2" color="textSecondary">
                          ({plan.planType})
                        </Typography>
                      </span>
                      {plan.isPopular && <Chip label="Popular" color="primary" size="small" />}
                      {!plan.isActive && <Chip label="Inactive" color="default" size="small" />}
                    </Stack>
                  }
                  slotProps={{ title: { variant: 'h6' } }}
                />
                <CardContent sx={{ pt: 0 }}>
                  <Typography variant="body2" color="text.secondary" gutterBottom>
                    {plan.description}
                  </Typography>
                  <Typography variant="body2">
                    {formatPrice(plan.monthlyPrice)}/month · {formatPrice(plan.yearlyPrice)}/year ·{' '}
                    {accountLimitText(plan.accountLimit)} · {plural(plan.features.length, 'feature')}
                  </Typography>
                </CardContent>
                <CardActions>
                  <Button size="small" onClick={() => pick(Number(plan.id))}>
                    Edit Plan
                  </Button>
                </CardActions>
              </Card>
            ))}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card ref={formCard} sx={{ scrollMarginTop: 72 }}>
            {selected === null && (
              <CardContent>
                <Typography color="textSecondary">Choose a plan to edit it.</Typography>
              </CardContent>
            )}
            {saveError && (
              <Alert severity="error" sx={{ m: 2, mb: 0 }}>
                {saveError}
              </Alert>
            )}
            {typeof selected === 'number' && (
              <EditBase
                key={selected}
                resource="plans"
                id={selected}
                redirect={false}
                mutationMode="pessimistic"
                mutationOptions={saved}
              >
                <PlanForm />
              </EditBase>
            )}
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}

import AddIcon from '@mui/icons-material/Add';
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
import { useEffect, useRef, useState } from 'react';
import {
  Confirm,
  CreateBase,
  EditBase,
  Title,
  useDataProvider,
  useGetList,
  useNotify,
  type RaRecord,
} from 'react-admin';
import { accountLimitText, formatPrice } from '../../lib/plans';
import type { AdminDataProvider } from '../dataProvider';
import { NEW_PLAN_DEFAULTS, PLAN_TYPES, PlanForm } from './PlanForm';

interface AdminPlan extends RaRecord {
  planType: string;
  name: string;
  description: string;
  monthlyPrice: number;
  yearlyPrice: number;
  accountLimit: number;
  features: string[];
  isActive: boolean;
  isPopular: boolean;
}

/** 'Admin Panel - Plan Management': the plans on the left, the selected one's form on the right. */
export function PlanManagement() {
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [selected, setSelected] = useState<number | 'new' | null>(null);
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

  // The server's sentence (say, that the type already has a plan) is shown in the form itself.
  const [saveError, setSaveError] = useState<string | null>(null);
  const pick = (plan: number | 'new') => {
    setSaveError(null);
    setSelected(plan);
  };
  const freeTypes = PLAN_TYPES.filter((type) => !plans.data?.some((plan) => plan.planType === type));
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
        <Stack direction="row" spacing={1}>
          <Button startIcon={<AddIcon />} onClick={() => pick('new')}>
            New Plan
          </Button>
          <Button
            variant="outlined"
            color="warning"
            startIcon={<RestartAltIcon />}
            onClick={() => setConfirming(true)}
            disabled={resetting}
          >
            Reset to Defaults
          </Button>
        </Stack>
      </Stack>
      <Confirm
        isOpen={confirming}
        loading={resetting}
        title="Reset to Defaults"
        content="This will reset all plans to default values. Continue?"
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
                      <span>{plan.name}</span>
                      <Chip label={plan.planType} size="small" variant="outlined" />
                      {plan.isPopular && <Chip label="Popular" color="primary" size="small" />}
                      {!plan.isActive && <Chip label="Inactive" color="default" size="small" />}
                    </Stack>
                  }
                  slotProps={{ title: { variant: 'h6' } }}
                />
                <CardContent sx={{ pt: 0 }}>
                  <Typography variant="body2" color="textSecondary" gutterBottom>
                    {plan.description}
                  </Typography>
                  <Typography variant="body2">
                    {formatPrice(plan.monthlyPrice)}/month · {formatPrice(plan.yearlyPrice)}/year ·{' '}
                    {accountLimitText(plan.accountLimit)} · {plan.features.length}{' '}
                    {plan.features.length === 1 ? 'feature' : 'features'}
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
                <Typography color="textSecondary">Choose a plan to edit it, or create a new one.</Typography>
              </CardContent>
            )}
            {saveError && (
              <Alert severity="error" sx={{ m: 2, mb: 0 }}>
                {saveError}
              </Alert>
            )}
            {selected === 'new' && freeTypes.length === 0 && (
              <CardContent>
                <Alert severity="info">
                  Every plan type ({PLAN_TYPES.join(', ')}) already has a plan. Choose Edit Plan on one of them to
                  change it.
                </Alert>
              </CardContent>
            )}
            {selected === 'new' && freeTypes.length > 0 && (
              <CreateBase resource="plans" record={NEW_PLAN_DEFAULTS} redirect={false} mutationOptions={saved}>
                <PlanForm freeTypes={freeTypes} />
              </CreateBase>
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

import { Box, Typography } from '@mui/material';
import { SelectInput, useGetList, useRecordContext, type RaRecord } from 'react-admin';

/**
 * A plan as the admin reads it everywhere: the plan record's name (sent by the API beside the code,
 * so the names live in one place) with its type, "Enterprise (PRO)", the type in small print for
 * matching with exports and logs. A code without a plan record shows alone.
 */
export function PlanName({ name, code }: { name: string | null | undefined; code: string | null | undefined }) {
  if (!code) return <>—</>;
  if (!name) return <>{code}</>;
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {name}{' '}
      <Typography component="span" variant="caption" color="textSecondary">
        ({code})
      </Typography>
    </Box>
  );
}

/** The record's plan (`plan` and `planName`, or the `scheduledPlan` pair), as a field. */
export function PlanNameField({
  prefix = 'plan',
}: {
  prefix?: 'plan' | 'scheduledPlan';
  /** Read by the Datagrid and the show layout (header, sorting, column class). */
  source?: string;
  label?: string;
  sortBy?: string;
  sortable?: boolean;
}) {
  const record = useRecordContext();
  return (
    <Typography component="span" variant="body2">
      <PlanName name={record?.[`${prefix}Name`]} code={record?.[prefix]} />
    </Typography>
  );
}

/** "Enterprise (PRO)", or the code when the plan has no record; for one-line texts such as a phone list. */
export const planText = (record: RaRecord) => planLabel(record.planName, record.plan);

/** "Enterprise (PRO)": a plan's name with its type, as the admin picks and reads plans. */
export function planLabel(name: string | null | undefined, code: string | null | undefined): string | null {
  if (!code) return name ?? null;
  return name ? `${name} (${code})` : code;
}

/** A plan filter that offers the plans by name (the admin's plan list), filtering by code. */
export function PlanFilterInput({ source, label = 'Plan' }: { source: string; label?: string; alwaysOn?: boolean }) {
  const plans = useGetList('plans', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'displayOrder', order: 'ASC' },
  });
  const choices = (plans.data ?? []).map((plan) => ({ id: plan.planType, name: planLabel(plan.name, plan.planType) }));
  return <SelectInput source={source} label={label} choices={choices} isPending={plans.isPending} />;
}

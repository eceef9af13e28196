import { BooleanInput, FormDataConsumer, NumberInput, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { Alert, Typography } from '@mui/material';
import { yearlySaving, yearlySavingWarning } from '#domain/yearly-saving';
import { formatPrice } from '../../lib/plans';
import { FeaturesInput } from './FeaturesInput';

type PlanValues = Partial<{
  name: string;
  description: string;
  monthlyPrice: number;
  yearlyPrice: number;
  accountLimit: number;
  signalDelayMinutes: number;
  displayOrder: number;
}>;

/** Spec section 5: name and description required; prices ≥ 0; limit ≥ 1; order ≥ 0. */
export function validatePlan(values: PlanValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name?.trim()) errors.name = 'Please fill in all required fields';
  if (!values.description?.trim()) errors.description = 'Please fill in all required fields';
  for (const field of ['monthlyPrice', 'yearlyPrice'] as const) {
    const value = values[field];
    if (typeof value !== 'number' || Number.isNaN(value) || value < 0) errors[field] = 'Must be a number, 0 or more';
    else if (Math.round(value * 100) !== value * 100) errors[field] = 'At most 2 decimals';
  }
  if (!Number.isInteger(values.accountLimit) || (values.accountLimit ?? 0) < 1)
    errors.accountLimit = 'A whole number, 1 or more (999 = unlimited)';
  const delay = values.signalDelayMinutes;
  if (!Number.isInteger(delay) || (delay ?? -1) < 0 || (delay ?? 0) > 1440)
    errors.signalDelayMinutes = 'Whole minutes, from 0 (at once) to 1440 (a day)';
  if (!Number.isInteger(values.displayOrder) || (values.displayOrder ?? -1) < 0)
    errors.displayOrder = 'A whole number, 0 or more';
  return errors;
}

/** What the prices being typed will show on /pricing, warned when they break the 10% rule. */
function YearlySavingNote({ monthlyPrice, yearlyPrice }: { monthlyPrice: unknown; yearlyPrice: unknown }) {
  const warning = yearlySavingWarning(Number(monthlyPrice), Number(yearlyPrice));
  const saving = yearlySaving({ monthlyPrice: Number(monthlyPrice) || 0, yearlyPrice: Number(yearlyPrice) || 0 });
  if (warning)
    return (
      <Alert severity="warning" sx={{ mb: 2, width: '100%' }}>
        {warning}
      </Alert>
    );
  if (!saving) return null;
  return (
    <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
      Yearly saves {formatPrice(saving.amount)} ({saving.percent}%) against 12 monthly payments.
    </Typography>
  );
}

/** The form of one plan; its type is fixed (one plan per type). */
export function PlanForm() {
  return (
    <SimpleForm
      validate={validatePlan}
      toolbar={
        <Toolbar>
          <SaveButton label="Save Changes" alwaysEnable />
        </Toolbar>
      }
      // Room between fields, so a helper text never runs into the next field's raised label.
      spacing={1.5}
      sx={{ maxWidth: 640 }}
    >
      <TextInput source="planType" label="Plan type" readOnly fullWidth helperText="The plan type cannot change" />
      <TextInput source="name" label="Name" fullWidth />
      <TextInput source="description" label="Description" multiline minRows={2} fullWidth />
      <NumberInput source="monthlyPrice" label="Monthly price (USD)" min={0} step={0.01} fullWidth />
      <NumberInput source="yearlyPrice" label="Yearly price (USD)" min={0} step={0.01} fullWidth />
      <FormDataConsumer>
        {({ formData }) => <YearlySavingNote monthlyPrice={formData.monthlyPrice} yearlyPrice={formData.yearlyPrice} />}
      </FormDataConsumer>
      <NumberInput source="accountLimit" label="Account limit (999 = unlimited)" min={1} step={1} fullWidth />
      <NumberInput
        source="signalDelayMinutes"
        label="Signal delay (minutes)"
        helperText="How long after publication this plan sees a new signal; 0 shows it at once"
        min={0}
        max={1440}
        step={1}
        fullWidth
      />
      <NumberInput source="displayOrder" label="Display order" min={0} step={1} fullWidth />
      <BooleanInput source="isActive" label="Active (shown on pricing)" />
      <BooleanInput source="isPopular" label="Popular (MOST POPULAR badge)" />
      <FeaturesInput source="features" />
    </SimpleForm>
  );
}

import { BooleanInput, NumberInput, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { FeaturesInput } from './FeaturesInput';

export const PLAN_TYPE_CHOICES = ['BASIC', 'PRO', 'ENTERPRISE', 'CUSTOM', 'TRIAL'].map((id) => ({ id, name: id }));

/** Spec section 9: the values a new plan starts with. */
export const NEW_PLAN_DEFAULTS = {
  planType: 'BASIC',
  name: '',
  description: '',
  monthlyPrice: 0,
  yearlyPrice: 0,
  accountLimit: 1,
  displayOrder: 0,
  isActive: true,
  isPopular: false,
  features: [],
};

type PlanValues = Partial<typeof NEW_PLAN_DEFAULTS>;

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
  if (!Number.isInteger(values.displayOrder) || (values.displayOrder ?? -1) < 0)
    errors.displayOrder = 'A whole number, 0 or more';
  return errors;
}

export function PlanForm({ isNew = false }: { isNew?: boolean }) {
  return (
    <SimpleForm
      validate={validatePlan}
      toolbar={
        <Toolbar>
          <SaveButton label={isNew ? 'Create Plan' : 'Save Changes'} alwaysEnable />
        </Toolbar>
      }
      sx={{ maxWidth: 640 }}
    >
      {isNew ? (
        <SelectInput source="planType" choices={PLAN_TYPE_CHOICES} label="Plan type" fullWidth />
      ) : (
        <TextInput source="planType" label="Plan type" readOnly fullWidth helperText="The plan type cannot change" />
      )}
      <TextInput source="name" label="Name" fullWidth />
      <TextInput source="description" label="Description" multiline minRows={2} fullWidth />
      <NumberInput source="monthlyPrice" label="Monthly price (USD)" min={0} step={0.01} fullWidth />
      <NumberInput source="yearlyPrice" label="Yearly price (USD)" min={0} step={0.01} fullWidth />
      <NumberInput source="accountLimit" label="Account limit (999 = unlimited)" min={1} step={1} fullWidth />
      <NumberInput source="displayOrder" label="Display order" min={0} step={1} fullWidth />
      <BooleanInput source="isActive" label="Active (shown on pricing)" />
      <BooleanInput source="isPopular" label="Popular (MOST POPULAR badge)" />
      <FeaturesInput source="features" />
    </SimpleForm>
  );
}

import {
  Box,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Divider,
  FormControlLabel,
  Slider,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import type { AlertForm } from './alert-form';

const CATEGORIES = ['Major', 'Minor', 'Metals', 'Indices', 'Crypto', 'Exotic', 'Other'] as const;
const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD', 'CHF', 'NZD'] as const;

/** Chips to pick some of `options`; none picked means all of them. */
function ChoiceChips<T extends string>({
  label,
  options,
  value,
  onChange,
  disabled,
}: {
  label: string;
  options: readonly T[];
  value: T[];
  onChange(value: T[]): void;
  disabled: boolean;
}) {
  return (
    <Box role="group" aria-label={label}>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 0.75 }}>
        {label}: {value.length ? value.join(', ') : 'all'}
      </Typography>
      <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {options.map((option) => {
          const on = value.includes(option);
          return (
            <Chip
              key={option}
              label={option}
              size="small"
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              disabled={disabled}
              aria-pressed={on}
              onClick={() => onChange(on ? value.filter((entry) => entry !== option) : [...value, option])}
            />
          );
        })}
      </Stack>
    </Box>
  );
}

function EventSwitch({
  label,
  detail,
  checked,
  onChange,
}: {
  label: string;
  detail: string;
  checked: boolean;
  onChange(on: boolean): void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
        <Typography variant="body2" color="textSecondary">
          {detail}
        </Typography>
      </Box>
      <FormControlLabel
        control={
          <Switch checked={checked} onChange={(_, on) => onChange(on)} slotProps={{ input: { 'aria-label': label } }} />
        }
        label={checked ? 'On' : 'Off'}
        slotProps={{ typography: { sx: { minWidth: 28 } } }}
      />
    </Stack>
  );
}

/** What to hear about, each with its filters. */
export function EventsCard({ form, onChange }: { form: AlertForm; onChange(changes: Partial<AlertForm>): void }) {
  return (
    <Card component="section" aria-labelledby="alert-events">
      <CardHeader
        id="alert-events"
        title="What to hear about"
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2.5} divider={<Divider flexItem />}>
          <Stack spacing={1.5}>
            <EventSwitch
              label="New signals"
              detail="Entry, stop, target and the reasoning, as soon as your plan shows the signal."
              checked={form.newSignals}
              onChange={(on) => onChange({ newSignals: on })}
            />
            <ChoiceChips
              label="Categories"
              options={CATEGORIES}
              value={form.signalCategories}
              onChange={(signalCategories) => onChange({ signalCategories })}
              disabled={!form.newSignals}
            />
            <Box sx={{ px: 1 }}>
              <Typography variant="body2" color="textSecondary" id="min-confidence">
                Minimum confidence: {form.minConfidence}%
              </Typography>
              <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
                Confidence is the measured share of signals like it that ended in profit after costs.
              </Typography>
              <Slider
                aria-labelledby="min-confidence"
                value={form.minConfidence}
                onChange={(_, value) => onChange({ minConfidence: value as number })}
                min={0}
                max={60}
                step={1}
                marks={[
                  { value: 0, label: 'Any' },
                  { value: 40, label: '40' },
                  { value: 50, label: '50' },
                ]}
                disabled={!form.newSignals}
              />
            </Box>
          </Stack>
          <EventSwitch
            label="Signal outcomes"
            detail="When a signal closes: won, lost or expired, with its result in R and pips."
            checked={form.signalOutcomes}
            onChange={(on) => onChange({ signalOutcomes: on })}
          />
          <Stack spacing={1.5}>
            <EventSwitch
              label="High-impact releases"
              detail="15 minutes before a high-impact release of the currencies you choose."
              checked={form.highImpactNews}
              onChange={(on) => onChange({ highImpactNews: on })}
            />
            <ChoiceChips
              label="Currencies"
              options={CURRENCIES}
              value={form.newsCurrencies}
              onChange={(newsCurrencies) => onChange({ newsCurrencies })}
              disabled={!form.highImpactNews}
            />
          </Stack>
          <EventSwitch
            label="Subscription reminders"
            detail="7 days and 1 day before your plan ends, and when it has ended."
            checked={form.subscriptionReminders}
            onChange={(on) => onChange({ subscriptionReminders: on })}
          />
          <EventSwitch
            label="Payment confirmed"
            detail="On Telegram and your webhook; the e-mail receipt always comes."
            checked={form.paymentConfirmed}
            onChange={(on) => onChange({ paymentConfirmed: on })}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

import { ToggleButton, ToggleButtonGroup } from '@mui/material';

export const MAJOR_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD', 'CHF', 'NZD'] as const;

/** Any of the majors; none chosen means all. On a phone, two even rows of four. */
export function NewsCurrencyFilter({ value, onChange }: { value: string[]; onChange(value: string[]): void }) {
  return (
    <ToggleButtonGroup
      size="small"
      value={value}
      aria-label="Currencies"
      onChange={(_, next: string[]) => onChange(next)}
      sx={{
        display: { xs: 'grid', sm: 'inline-flex' },
        gridTemplateColumns: 'repeat(4, 1fr)',
        width: { xs: '100%', sm: 'auto' },
      }}
    >
      {MAJOR_CURRENCIES.map((currency) => (
        <ToggleButton key={currency} value={currency} aria-label={currency} sx={{ px: 1.25 }}>
          {currency}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

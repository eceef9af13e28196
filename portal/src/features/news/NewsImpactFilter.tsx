import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { NewsImpactFilterValue } from '../../lib/news';

const OPTIONS: Array<{ value: NewsImpactFilterValue; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'high', label: 'High' },
  { value: 'medium', label: 'Medium' },
  { value: 'low', label: 'Low' },
  { value: 'holiday', label: 'Holiday' },
];

/** All, or one impact: High, Medium, Low or Holiday. */
export function NewsImpactFilter({
  value,
  onChange,
}: {
  value: NewsImpactFilterValue;
  onChange(value: NewsImpactFilterValue): void;
}) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label="Impact"
      onChange={(_, next: NewsImpactFilterValue | null) => next && onChange(next)}
    >
      {OPTIONS.map((option) => (
        <ToggleButton key={option.value} value={option.value}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

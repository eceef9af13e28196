import { Box, MenuItem, TextField } from '@mui/material';
import { INSTRUMENT_CATEGORIES, type InstrumentCategory } from '#domain/instruments';
import type { ClosedOutcome, SignalHistoryFilter } from '../../api/client';
import { OUTCOME_LABEL } from '../../lib/track-record';

/** The filters of the closed-signal list; dates are whole UTC days, as the list says. */
export function ClosedSignalsFilters({
  filter,
  onChange,
  showDates = true,
}: {
  filter: SignalHistoryFilter;
  onChange: (filter: SignalHistoryFilter) => void;
  showDates?: boolean;
}) {
  const set = (changes: Partial<SignalHistoryFilter>) => onChange({ ...filter, ...changes });
  const day = (iso?: string) => iso?.slice(0, 10) ?? '';
  const fromDay = (value: string) => (value ? `${value}T00:00:00.000Z` : undefined);
  const nextDay = (value: string) =>
    value ? new Date(Date.parse(`${value}T00:00:00.000Z`) + 86_400_000).toISOString() : undefined;
  const lastDay = filter.to ? new Date(Date.parse(filter.to) - 86_400_000).toISOString() : undefined;
  return (
    <Box
      role="search"
      aria-label="Filter closed signals"
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, minmax(0, 1fr))' } }}
    >
      <TextField
        select
        size="small"
        label="Category"
        value={filter.category ?? ''}
        onChange={(event) => set({ category: (event.target.value || undefined) as InstrumentCategory | undefined })}
      >
        <MenuItem value="">All categories</MenuItem>
        {INSTRUMENT_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {category}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Symbol"
        placeholder="EURUSD"
        value={filter.symbol ?? ''}
        onChange={(event) => set({ symbol: event.target.value.toUpperCase().replace(/[^A-Z0-9]/g, '') || undefined })}
        slotProps={{ htmlInput: { maxLength: 16, 'aria-label': 'Symbol' } }}
      />
      <TextField
        select
        size="small"
        label="Outcome"
        value={filter.outcome ?? ''}
        onChange={(event) => set({ outcome: (event.target.value || undefined) as ClosedOutcome | undefined })}
      >
        <MenuItem value="">All outcomes</MenuItem>
        {(['WIN', 'LOSS', 'EXPIRED'] as const).map((outcome) => (
          <MenuItem key={outcome} value={outcome}>
            {OUTCOME_LABEL[outcome]}
          </MenuItem>
        ))}
      </TextField>
      {showDates && (
        <>
          <TextField
            size="small"
            type="date"
            label="Closed from (UTC)"
            value={day(filter.from)}
            onChange={(event) => set({ from: fromDay(event.target.value) })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label="Closed to (UTC)"
            value={day(lastDay)}
            onChange={(event) => set({ to: nextDay(event.target.value) })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      )}
    </Box>
  );
}

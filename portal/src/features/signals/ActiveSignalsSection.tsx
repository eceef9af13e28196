import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Box, Chip, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { INSTRUMENT_CATEGORIES, type InstrumentCategory } from '#domain/instruments';
import { byCategory, type SignalView } from '../../lib/signals';
import { SignalsCard } from './SignalsCard';

interface ActiveSignalsSectionProps {
  signals: SignalView[];
  loading: boolean;
  onRefresh: () => void;
}

/** 'Active Signals': one tab per instrument category, each showing the AI Enhanced Signals card. */
export function ActiveSignalsSection({ signals, loading, onRefresh }: ActiveSignalsSectionProps) {
  const groups = byCategory(signals);
  const [chosen, setChosen] = useState<InstrumentCategory | null>(null);
  // Until the trader picks a tab, show the first one that has signals.
  const selected = chosen ?? INSTRUMENT_CATEGORIES.find((category) => groups[category].length > 0) ?? 'Major';
  return (
    <Box component="section" aria-labelledby="active-signals-heading">
      <Typography id="active-signals-heading" variant="h5" component="h2" sx={{ mb: 1.5 }}>
        Active Signals
      </Typography>
      {!loading && signals.length === 0 ? (
        <Paper variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center' }}>
          <TravelExploreIcon sx={{ fontSize: 40, color: 'text.secondary', mb: 1 }} />
          <Typography variant="h6" component="p">
            No Active Signals
          </Typography>
          <Typography color="textSecondary">
            All symbols are currently neutral or no trading opportunities detected.
          </Typography>
        </Paper>
      ) : (
        <>
          <Tabs
            value={selected}
            onChange={(_, category: InstrumentCategory) => setChosen(category)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label="Instrument categories"
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {INSTRUMENT_CATEGORIES.map((category) => (
              <Tab
                key={category}
                value={category}
                label={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{category}</span>
                    <Chip
                      label={groups[category].length}
                      size="small"
                      color={groups[category].length ? 'primary' : 'default'}
                      sx={{ height: 20, minWidth: 24, '& .MuiChip-label': { px: 0.75 } }}
                    />
                  </Stack>
                }
                id={`signals-tab-${category}`}
                aria-controls={`signals-panel-${category}`}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`signals-panel-${selected}`} aria-labelledby={`signals-tab-${selected}`}>
            <SignalsCard signals={groups[selected]} loading={loading} onRefresh={onRefresh} />
          </Box>
        </>
      )}
    </Box>
  );
}

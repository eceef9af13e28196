import { Alert, Box, Card, CardContent, Container, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/endpoints';
import { EquityChart } from '../../features/charts/EquityChart';
import { LandingHeader } from '../../features/layout/LandingHeader';
import { SiteFooter } from '../../features/layout/SiteFooter';
import { TimeZoneSelect } from '../../features/time-zone/TimeZoneSelect';
import { useReaderTimeZone } from '../../features/time-zone/useReaderTimeZone';
import { AgainstChance } from '../../features/track-record/AgainstChance';
import { BacktestReportView } from '../../features/track-record/BacktestReportView';
import { BreakdownTables } from '../../features/track-record/BreakdownTables';
import { ClosedSignalsList } from '../../features/track-record/ClosedSignalsList';
import { HeadlineFigures } from '../../features/track-record/HeadlineFigures';
import { MIN_CLOSED_FOR_CLAIM } from '../../lib/track-record';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The public track record: headline figures, the equity curve, breakdowns and every closed signal. */
export function PerformancePage() {
  const { timeZone } = useReaderTimeZone();
  const [view, setView] = useState<'live' | 'backtest'>('live');
  const performance = useQuery({
    queryKey: ['signals', 'performance'],
    queryFn: ({ signal }) => api.signals.performance(signal),
  });
  const data = performance.data;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <LandingHeader />
      <Container maxWidth="lg" component="main" sx={{ flexGrow: 1, py: { xs: 3, md: 5 } }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' }, mb: 3 }}
        >
          <Box>
            <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 28, sm: 36 } }}>
              Track record
            </Typography>
            <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
              Every signal the engine has closed, measured from its stored outcome: no back-tests, no hand-picked
              trades. Each figure can be recomputed from the list at the bottom of this page. R is the result in units
              of the risk taken: +2 R won twice the stop distance, −1 R lost it.
            </Typography>
          </Box>
          <TimeZoneSelect />
        </Stack>

        <Tabs
          value={view}
          onChange={(_, next: 'live' | 'backtest') => setView(next)}
          aria-label="Live record or back-test"
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="live" label="Live signals" />
          <Tab value="backtest" label="Back-test" />
        </Tabs>
        {view === 'backtest' && (
          <Section title="Back-test (not live results)">
            <BacktestReportView />
          </Section>
        )}
        {view === 'live' && performance.error && <Alert severity="error">{performance.error.message}</Alert>}
        {view === 'live' && performance.isPending && <Skeleton variant="rounded" height={480} />}
        {view === 'live' && data && (
          <Stack spacing={3}>
            {data.closedSignals < MIN_CLOSED_FOR_CLAIM && (
              <Alert severity="info">
                {data.closedSignals} of {MIN_CLOSED_FOR_CLAIM} signals closed so far: figures over so few signals say
                little yet. {data.openSignals} signals are still open.
              </Alert>
            )}
            <HeadlineFigures figures={data.figures} />
            <Section title="Against chance">
              <AgainstChance liveTotalR={data.figures.totalR} liveTrades={data.closedSignals} />
            </Section>
            <Section title="Equity curve (R)">
              {data.equity.length ? (
                <EquityChart points={data.equity} timeZone={timeZone} />
              ) : (
                <Typography color="text.secondary">The curve starts with the first closed signal.</Typography>
              )}
            </Section>
            {data.closedSignals > 0 && (
              <Section title="Breakdown">
                <BreakdownTables performance={data} />
              </Section>
            )}
            <Section title="Every closed signal">
              <ClosedSignalsList timeZone={timeZone} />
            </Section>
          </Stack>
        )}
      </Container>
      <SiteFooter />
    </Box>
  );
}

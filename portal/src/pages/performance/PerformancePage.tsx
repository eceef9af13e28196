import { Alert, Box, Card, CardContent, Container, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/endpoints';
import { EquityChart } from '../../features/charts/EquityChart';
import { useSession } from '../../api/session';
import { LandingHeader } from '../../features/layout/LandingHeader';
import { TraderHeader } from '../../features/layout/TraderHeader';
import { SiteFooter } from '../../features/layout/SiteFooter';
import { TimeZoneSelect } from '../../features/time-zone/TimeZoneSelect';
import { useReaderTimeZone } from '../../features/time-zone/useReaderTimeZone';
import { AgainstChance } from '../../features/track-record/AgainstChance';
import { BacktestReportView } from '../../features/track-record/BacktestReportView';
import { BreakdownTables } from '../../features/track-record/BreakdownTables';
import { CalibrationView } from '../../features/track-record/CalibrationView';
import { ClosedSignalsList } from '../../features/track-record/ClosedSignalsList';
import { EdgeSummary } from '../../features/track-record/EdgeSummary';
import { HeadlineFigures } from '../../features/track-record/HeadlineFigures';
import { WitnessCheck } from '../../features/ledger/WitnessCheck';
import { LogKeyAndCheckpoint } from '../../features/ledger/LogKeyAndCheckpoint';
import { recordCounts } from '../../lib/track-record';
import { plural } from '#domain/plural';

type View = 'live' | 'backtest' | 'calibration';

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

/**
 * The public track record. It leads with the live record beside chance; the back-test (with its
 * interval, cost model and the years its design was chosen on) and the calibration of confidence
 * sit behind their tabs.
 */
export function PerformancePage() {
  const { timeZone } = useReaderTimeZone();
  const signedIn = useSession() !== null;
  const [view, setView] = useState<View>('live');
  const performance = useQuery({
    queryKey: ['signals', 'performance'],
    queryFn: ({ signal }) => api.signals.performance(signal),
  });
  const data = performance.data;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {/* A signed-in trader keeps the header of their other pages. */}
      {signedIn ? <TraderHeader /> : <LandingHeader />}
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
            <Typography color="textSecondary" sx={{ maxWidth: 760 }}>
              Every signal the engine has published, settled as a reader could have traded it: filled at the first price
              after publication, closed at the published stop, target or expiry, less a realistic round-trip cost and
              the financing of each night held. Beside it, what a coin choosing the side at the same moments made. R is
              the result in units of the published risk: +2 R won twice the stop distance, −1 R lost it. Every signal is
              committed to a public, signed log the moment it is published and revealed there when it ends; every figure
              below is computed from that log alone, so anyone can recompute it.
            </Typography>
          </Box>
          <TimeZoneSelect />
        </Stack>

        <Stack spacing={2} sx={{ mb: 3 }}>
          <EdgeSummary />
          {data && <WitnessCheck checkpoint={data.checkpoint} timeZone={timeZone} />}
        </Stack>

        <Tabs
          value={view}
          onChange={(_, next: View) => setView(next)}
          aria-label="Live record, back-test or calibration"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="live" label="Live signals" />
          <Tab value="backtest" label="Back-test" />
          <Tab value="calibration" label="Confidence" />
        </Tabs>
        {view === 'backtest' && (
          <Section title="Back-test (not live results)">
            <BacktestReportView />
          </Section>
        )}
        {view === 'calibration' && (
          <Section title="What confidence means, and how well it held">
            <CalibrationView performance={data} />
          </Section>
        )}
        {view === 'live' && performance.error && <Alert severity="error">{performance.error.message}</Alert>}
        {view === 'live' && performance.isPending && <Skeleton variant="rounded" height={480} />}
        {view === 'live' && data && (
          <Stack spacing={3}>
            <Typography data-testid="record-counts">
              {recordCounts(data.closedSignals, data.publishedSignals)}
              {data.voidSignals > 0 &&
                ` · ${data.voidSignals} void (no price a reader could act on before expiry), counted apart`}
              {data.pendingSignals > 0 &&
                ` · ${data.pendingSignals} not revealed yet (open, or closed while the coin and the later reader settle)`}
            </Typography>
            {!data.evidence.enough && (
              <Alert severity="info" data-testid="too-few">
                {data.verdict.sentence}. Until then the figures below are shown without an interval or a verdict: over
                so few signals, chance alone moves them a long way.
              </Alert>
            )}
            {data.legacySignals > 0 && (
              <Alert severity="info">
                {plural(data.legacySignals, 'signal')} closed under the first rule (entered at the candle close up to 15
                minutes before publication, results before costs) are listed below, marked, and left out of every
                figure.
              </Alert>
            )}
            <HeadlineFigures figures={data.figures} />
            <Section title="Against chance">
              <AgainstChance performance={data} />
            </Section>
            <Section title="Equity curve (R)">
              {data.equity.length ? (
                <EquityChart points={data.equity} timeZone={timeZone} />
              ) : (
                <Typography color="textSecondary">The curve starts with the first closed signal.</Typography>
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
            <Section title="Check the record yourself">
              <LogKeyAndCheckpoint checkpoint={data.checkpoint} timeZone={timeZone} />
            </Section>
            <Section title="Symbols published">
              <Typography variant="body2">
                Signals are published only for the symbols the back-test measured out of sample under the cost model:{' '}
                {data.publishedSymbols.join(', ')}. The rest of the universe gets no signals until it is measured.
              </Typography>
            </Section>
          </Stack>
        )}
      </Container>
      <SiteFooter />
    </Box>
  );
}

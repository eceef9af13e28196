import { Card, CardContent, Typography } from '@mui/material';
import { expectationSentence, type SignalExpectation } from '#domain/expectation';
import { formatR, formatShare, yearsOf } from '../../lib/track-record';
import { TextLink } from '../layout/TextLink';
import { FigureTable } from '../track-record/FigureTable';

/**
 * What was measured for signals like this one, out of sample and after costs, with a coin at the
 * same entries beside it: the only thing a signal says about its prospects.
 */
export function SignalExpectationCard({ expectation }: { expectation: SignalExpectation | null }) {
  return (
    <Card component="section" aria-label="What signals like this did">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          What signals like this did
        </Typography>
        {expectation ? (
          <>
            <Typography sx={{ mb: 1.5 }} data-testid="signal-expectation">
              {expectationSentence(expectation)}
            </Typography>
            <FigureTable
              label={`${expectation.band} of predictions`}
              nameHeading=""
              columns={[
                { heading: 'Signals like this', essential: true },
                { heading: 'A random side', essential: true },
              ]}
              rows={[
                {
                  name: 'Ended in profit after costs',
                  cells: [formatShare(expectation.profitRate), formatShare(expectation.chanceProfitRate)],
                },
                {
                  name: 'Average result after costs',
                  cells: [formatR(expectation.averageR), formatR(expectation.chanceAverageR)],
                },
              ]}
            />
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
              Measured out of sample on {expectation.trades.toLocaleString()} back-tested signals of{' '}
              {yearsOf({ from: expectation.measuredFrom, to: expectation.measuredTo })} in the same third of the model’s
              predictions.{' '}
              {expectation.ordersSignals
                ? ''
                : 'The model cannot order its signals, so this says what its signals did in general, not this one in particular. '}
              <TextLink to="/performance">How confidence is measured</TextLink>
            </Typography>
          </>
        ) : (
          <Typography color="textSecondary">
            This signal was published before its kind was measured out of sample; its confidence is not a measured
            probability.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

import { Alert, Box, Button, Divider, Stack, Typography } from '@mui/material';
import type { CheckoutQuote } from '../../api/client';
import { useReaderDates } from '../../features/time-zone/useReaderDates';
import { formatUsd, minimumChargeNote } from '../../lib/billing';

function Line({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={{ fontWeight: strong ? 700 : undefined }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : undefined, whiteSpace: 'nowrap' }}>{amount}</Typography>
    </Box>
  );
}

/**
 * What the checkout charges and buys, before any money moves: the server's quote (list price,
 * credit for unused time, amount due) and the time it pays for.
 */
export function CheckoutSummary({
  quote,
  currentPlanName,
  onScheduleInstead,
  scheduling,
}: {
  quote: CheckoutQuote;
  currentPlanName: string;
  /** For a change at the period's end: make it without paying now. */
  onScheduleInstead?(): void;
  scheduling?: boolean;
}) {
  const dates = useReaderDates();
  const from = dates.date(quote.period_start);
  const to = dates.date(quote.period_end);
  const what = `${quote.plan_name}, ${quote.billing_cycle}`;
  return (
    <Stack spacing={1.5} component="section" aria-label="Order summary">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        Order summary
      </Typography>
      {quote.kind === 'upgrade' && (
        <Typography color="textSecondary">
          Upgrade from {currentPlanName} to {quote.plan_name}, at once. The unused time of your current plan is
          credited.
        </Typography>
      )}
      <Line label={what} amount={formatUsd(quote.list_price)} />
      {quote.credit > 0 && <Line label="Credit for unused time" amount={`−${formatUsd(quote.credit)}`} />}
      <Divider />
      <Line label="Amount due" amount={formatUsd(quote.amount_due)} strong />
      {quote.minimum_applied && <Alert severity="info">{minimumChargeNote(quote)}</Alert>}
      <Typography variant="body2" color="textSecondary">
        {quote.kind === 'new' && `Your ${quote.plan_name} plan starts when the payment is confirmed and runs to ${to}.`}
        {quote.kind === 'upgrade' &&
          `Your ${quote.plan_name} plan starts when the payment is confirmed and runs to ${to}.`}
        {quote.kind === 'renewal' && `Adds ${from} to ${to} to your ${quote.plan_name} plan.`}
        {quote.kind === 'change' &&
          `${quote.plan_name} (${quote.billing_cycle}) takes over from ${from}, when your current period ends, and runs to ${to}.`}
      </Typography>
      {quote.kind === 'change' && onScheduleInstead && (
        <Box>
          <Button size="small" onClick={onScheduleInstead} disabled={scheduling}>
            Change on {from} without paying now
          </Button>
        </Box>
      )}
    </Stack>
  );
}

import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Link,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useDataProvider, useGetList, useRecordContext, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { eaOnline, notTradingText, sinceText } from '#domain/ea-status';
import { formatPrice } from '#domain/instruments';
import { formatMoney } from '#domain/position-size';
import { useReaderDates } from '../../features/time-zone/useReaderDates';
import { money, statusText } from '../billing/billing';
import type {
  AdminDataProvider,
  AlertDeliveries,
  ServerErrors,
  SignIns,
  TraderMtAccounts,
  TraderSignals,
} from '../dataProvider';
import { DetailTable } from '../DetailTable';
import { PlanName, planLabel } from '../plans/PlanName';
import { plural } from '#domain/plural';

/** One part of the user's page: a card with its heading. */
function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', mb: 1 }}
        >
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** A record's facts as a description list: label beside value, or above it on a phone. */
function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: { xs: 0, sm: 0.5 },
        m: 0,
        '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0 },
      }}
    >
      {items.map(([label, value]) => [
        <Typography key={`${label}-label`} component="dt" variant="body2">
          {label}
        </Typography>,
        <Typography key={`${label}-value`} component="dd" variant="body2">
          {value}
        </Typography>,
      ])}
    </Box>
  );
}

function Loading({ error, what }: { error: unknown; what: string }) {
  if (error) return <Alert severity="error">Failed to load {what}</Alert>;
  return <Skeleton variant="rounded" height={48} />;
}

function SubscriptionSection({ userId }: { userId: number }) {
  const dates = useReaderDates();
  const list = useGetList('subscriptions', {
    filter: { userId },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'DESC' },
  });
  const subscription = list.data?.[0];
  return (
    <Section title="Subscription">
      {!list.data ? (
        <Loading error={list.error} what="the subscription" />
      ) : !subscription ? (
        <Typography color="textSecondary">No subscription: they have not chosen a plan.</Typography>
      ) : (
        <Facts
          items={[
            ['Plan', <PlanName key="plan" name={subscription.planName} code={subscription.plan} />],
            ['Status', subscription.status],
            ['Billing cycle', subscription.billingCycle ?? '—'],
            ['Started', subscription.startedAt ? dates.date(subscription.startedAt) : '—'],
            [
              'Expires',
              subscription.expiresAt
                ? `${dates.date(subscription.expiresAt)} (${plural(subscription.daysRemaining, 'day')} left)`
                : '—',
            ],
            [
              'Last paid',
              subscription.amountPaid === null
                ? '—'
                : `${Number(subscription.amountPaid).toFixed(2)} ${subscription.currencyPaid}`,
            ],
            [
              'Scheduled change',
              subscription.scheduledPlan
                ? `${planLabel(subscription.scheduledPlanName, subscription.scheduledPlan)}, ${subscription.scheduledBillingCycle}, from ${dates.date(subscription.scheduledAt)}`
                : 'None',
            ],
          ]}
        />
      )}
    </Section>
  );
}

const PAYMENTS_SHOWN = 10;

function PaymentsSection({ userId, email }: { userId: number; email: string }) {
  const dates = useReaderDates();
  const list = useGetList('payments', {
    filter: { userId },
    pagination: { page: 1, perPage: PAYMENTS_SHOWN },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const total = list.total ?? 0;
  const billingLink = `/admin/payments?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`;
  return (
    <Section
      title="Payments"
      action={
        total > PAYMENTS_SHOWN && (
          <Link component={RouterLink} to={billingLink} variant="body2">
            All {total} in Billing
          </Link>
        )
      }
    >
      {!list.data ? (
        <Loading error={list.error} what="the payments" />
      ) : list.data.length === 0 ? (
        <Typography color="textSecondary">No payments yet.</Typography>
      ) : (
        <DetailTable<RaRecord>
          label="Payments"
          rows={list.data}
          rowKey={(payment) => payment.id}
          columns={[
            {
              label: 'Created',
              render: (payment) => (
                <Link component={RouterLink} to={`/admin/payments/${payment.id}/show`}>
                  {dates.dateTime(payment.createdAt)}
                </Link>
              ),
            },
            { label: 'Plan', render: (payment) => <PlanName name={payment.planName} code={payment.plan} /> },
            { label: 'Cycle', render: (payment) => payment.billingCycle },
            { label: 'Amount', align: 'right', render: money },
            { label: 'Status', render: statusText },
          ]}
        />
      )}
    </Section>
  );
}

const delayText = (minutes: number) =>
  minutes === 0
    ? 'each signal the moment it is published'
    : `each signal ${plural(minutes, 'minute')} after it is published`;

function SignalsSection({ userId, planName }: { userId: number; planName: string | null }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const dates = useReaderDates();
  const view = useQuery<TraderSignals>({
    queryKey: ['admin-user-signals', userId],
    queryFn: () => dataProvider.traderSignals(userId),
  });
  return (
    <Section title="Signals they see now">
      {!view.data ? (
        <Loading error={view.error} what="the signals" />
      ) : view.data.closedReason ? (
        <Alert severity="info">{view.data.closedReason}.</Alert>
      ) : (
        <>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            As their signals page shows them{planName ? ` on ${planName}` : ''}: {delayText(view.data.delayMinutes)}.
          </Typography>
          {view.data.signals.length === 0 ? (
            <Typography color="textSecondary">No active signal is in view for them right now.</Typography>
          ) : (
            <DetailTable
              label="Signals they see now"
              rows={view.data.signals}
              rowKey={(signal) => signal.id}
              columns={[
                { label: 'Symbol', render: (signal) => signal.symbol },
                {
                  label: 'Type',
                  render: (signal) => (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={signal.signalType}
                      color={signal.signalType === 'BUY' ? 'success' : 'error'}
                    />
                  ),
                },
                { label: 'Entry', align: 'right', render: (signal) => formatPrice(signal.symbol, signal.entryPrice) },
                {
                  label: 'Stop loss',
                  align: 'right',
                  render: (signal) => formatPrice(signal.symbol, signal.stopLoss),
                },
                {
                  label: 'Take profit',
                  align: 'right',
                  render: (signal) => formatPrice(signal.symbol, signal.takeProfit),
                },
                { label: 'Confidence', align: 'right', render: (signal) => `${signal.confidence}%` },
                { label: 'Published', render: (signal) => dates.dateTime(signal.createdAt) },
              ]}
            />
          )}
        </>
      )}
    </Section>
  );
}

const DELIVERY_STATUS: Record<string, string> = {
  pending: 'Waiting to go out',
  sent: 'Sent',
  dead: 'Failed (gave up)',
  dropped: 'Not sent (no longer due)',
};

function AlertsSection({ userId }: { userId: number }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const dates = useReaderDates();
  const log = useQuery<AlertDeliveries>({
    queryKey: ['admin-user-alerts', userId],
    queryFn: () => dataProvider.alertDeliveries(userId),
  });
  return (
    <Section title="Alerts sent to them">
      {!log.data ? (
        <Loading error={log.error} what="the alerts" />
      ) : log.data.length === 0 ? (
        <Typography color="textSecondary">No alerts yet.</Typography>
      ) : (
        <DetailTable
          label="Alerts sent to them"
          rows={log.data}
          rowKey={(delivery) => delivery.id}
          columns={[
            { label: 'Created', render: (delivery) => dates.dateTime(delivery.createdAt) },
            { label: 'Channel', render: (delivery) => delivery.channel },
            { label: 'Alert', render: (delivery) => delivery.subject },
            {
              label: 'Delivery',
              render: (delivery) =>
                `${DELIVERY_STATUS[delivery.status] ?? delivery.status}${
                  delivery.sentAt ? ` ${dates.dateTime(delivery.sentAt)}` : ''
                } · ${plural(delivery.attempts, 'attempt')}`,
            },
            { label: 'Last error', render: (delivery) => delivery.lastError ?? '—' },
          ]}
        />
      )}
    </Section>
  );
}

function SignInsSection({ userId }: { userId: number }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const dates = useReaderDates();
  const signIns = useQuery<SignIns>({
    queryKey: ['admin-user-sign-ins', userId],
    queryFn: () => dataProvider.signIns(userId),
  });
  return (
    <Section title="Recent sign-ins">
      {!signIns.data ? (
        <Loading error={signIns.error} what="the sign-ins" />
      ) : signIns.data.length === 0 ? (
        <Typography color="textSecondary">No sign-ins yet.</Typography>
      ) : (
        <>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            Last seen is when the session last renewed its access, every 15 minutes of use.
          </Typography>
          <DetailTable
            label="Recent sign-ins"
            rows={signIns.data}
            rowKey={(signIn) => signIn.signedInAt}
            columns={[
              { label: 'Signed in', render: (signIn) => dates.dateTimeWithZone(signIn.signedInAt) },
              { label: 'Last seen', render: (signIn) => dates.dateTime(signIn.lastSeenAt) },
              { label: 'Two-factor', render: (signIn) => (signIn.secondFactor ? 'Yes' : 'No') },
              {
                label: 'Session',
                render: (signIn) => (signIn.endedAt ? `Ended ${dates.dateTime(signIn.endedAt)}` : 'Signed in'),
              },
            ]}
          />
        </>
      )}
    </Section>
  );
}

function MtAccountsSection({ userId }: { userId: number }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const dates = useReaderDates();
  const accounts = useQuery<TraderMtAccounts>({
    queryKey: ['admin-user-mt-accounts', userId],
    queryFn: () => dataProvider.mtAccounts(userId),
  });
  // As of the moment the list was read: the page does not tick.
  const now = accounts.dataUpdatedAt;
  type Account = TraderMtAccounts[number];
  const status = (account: Account) => {
    if (!account.terminal) return account.key ? 'Key issued, EA not connected yet' : 'No key issued';
    const seen = sinceText(account.terminal.lastSeenAt, now);
    if (!eaOnline(account.terminal.lastSeenAt, now)) return `Offline, last seen ${seen}`;
    const trading = account.terminal.notTrading ? `; ${notTradingText(account.terminal.notTrading)}` : '';
    return `Online, seen ${seen}${trading}`;
  };
  return (
    <Section title="MetaTrader accounts">
      {!accounts.data ? (
        <Loading error={accounts.error} what="the MetaTrader accounts" />
      ) : accounts.data.length === 0 ? (
        <Typography color="textSecondary">No MetaTrader account linked.</Typography>
      ) : (
        <>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            Each account&apos;s Expert Advisor as the trader&apos;s dashboard shows it, and what it reported.
          </Typography>
          <DetailTable
            label="MetaTrader accounts"
            rows={accounts.data}
            rowKey={(account) => account.id}
            columns={[
              { label: 'Login', render: (account) => account.mtId },
              {
                label: 'Key',
                render: (account) =>
                  account.key ? `${account.key.prefix}… issued ${dates.date(account.key.issuedAt)}` : 'None',
              },
              { label: 'Expert Advisor', render: status },
              {
                label: 'Broker, balance',
                render: (account) =>
                  account.terminal
                    ? `${account.terminal.broker}${account.terminal.server ? ` (${account.terminal.server})` : ''}, ${formatMoney(account.terminal.balance, account.terminal.currency)}`
                    : '—',
              },
              {
                // Logins are unique per broker server only: the same login and server on two traders' EAs.
                label: 'Same login elsewhere',
                render: (account) =>
                  account.sameLogin.length
                    ? account.sameLogin
                        .map((other) => `${other.email} (user ${other.userId}, account ${other.accountId})`)
                        .join('; ')
                    : '—',
              },
              {
                label: 'Risk',
                render: (account) =>
                  `${account.settings.riskPercent} % a trade, up to ${account.settings.maxOpenPositions} open${account.settings.paused ? ', paused' : ''}`,
              },
              {
                label: 'Trades',
                render: (account) =>
                  `${account.trades.filled} open, ${account.trades.closed} closed, ${account.trades.skipped} skipped`,
              },
            ]}
          />
        </>
      )}
    </Section>
  );
}

/**
 * The reference a trader quotes from an error message ("Reference: …"): which request it was, when,
 * for whom, and which replica answered (its log holds the details under that id).
 */
function ErrorReferenceSection() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const dates = useReaderDates();
  const [reference, setReference] = useState('');
  const lookup = useMutation<ServerErrors, Error, string>({
    mutationFn: (wanted) => dataProvider.serverErrors(wanted),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reference.trim()) lookup.mutate(reference.trim());
  };
  return (
    <Section title="Error reference">
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
        <TextField
          label="Reference from the error message"
          size="small"
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          sx={{ flex: 1, maxWidth: 480 }}
        />
        <Button type="submit" variant="outlined" disabled={!reference.trim() || lookup.isPending}>
          Look up
        </Button>
      </Box>
      {lookup.error ? <Alert severity="warning">{lookup.error.message}</Alert> : null}
      {lookup.data ? (
        <DetailTable
          label="Requests with this reference"
          rows={lookup.data}
          rowKey={(error) => `${error.at}-${error.replica}`}
          columns={[
            { label: 'When', render: (error) => dates.dateTimeWithZone(error.at) },
            { label: 'Request', render: (error) => `${error.method} ${error.path}` },
            { label: 'Status', render: (error) => String(error.status) },
            {
              label: 'User',
              render: (error) =>
                error.userId === null ? (
                  'Not signed in'
                ) : (
                  <Link component={RouterLink} to={`/admin/users/${error.userId}/show`}>
                    User {error.userId}
                  </Link>
                ),
            },
            { label: 'Replica', render: (error) => error.replica },
          ]}
        />
      ) : null}
    </Section>
  );
}

/**
 * What staff read to help a trader, all read-only: the subscription, the latest payments, the
 * signals their page shows now, their MetaTrader accounts and Expert Advisors, the alerts sent to
 * them and their recent sign-ins; and the lookup of an error reference they quote.
 */
export function UserDetails() {
  const record = useRecordContext();
  if (!record) return null;
  const userId = Number(record.id);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <SubscriptionSection userId={userId} />
      <PaymentsSection userId={userId} email={record.email} />
      <SignalsSection userId={userId} planName={record.planName ?? null} />
      <MtAccountsSection userId={userId} />
      <AlertsSection userId={userId} />
      <SignInsSection userId={userId} />
      <ErrorReferenceSection />
    </Stack>
  );
}

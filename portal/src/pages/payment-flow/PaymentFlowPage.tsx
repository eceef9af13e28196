import LockIcon from '@mui/icons-material/Lock';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Skeleton,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../app/toasts';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import { usePlanName } from '../../features/subscription/usePlanName';
import { useSubscriptionChanges } from '../../features/subscription/useSubscriptionChanges';
import { type BillingCycle, type Checkout, type CheckoutQuote, type CurrentCheckout } from '../../api/client';
import { api } from '../../api/endpoints';
import { TraderHeader } from '../../features/layout/TraderHeader';
import { useCountdown } from '../../features/payment/useCountdown';
import {
  checkoutWindow,
  currentCheckoutKey,
  resumeLink,
  useCurrentCheckout,
  useRememberCheckout,
} from '../../features/payment/useCurrentCheckout';
import { checkoutFromSearch } from '../../lib/billing';
import { formatPrice } from '../../lib/plans';
import { CheckoutSummary } from './CheckoutSummary';
import { CompletedStep } from './CompletedStep';
import { PaymentDetailsStep } from './PaymentDetailsStep';
import { PaymentSentStep } from './PaymentSentStep';
import { SelectCryptoStep } from './SelectCryptoStep';

const STEPS = ['select-crypto', 'payment-details', 'payment-sent', 'completed'] as const;
type StepName = (typeof STEPS)[number];
const STEP_LABELS = ['Choose coin', 'Send payment', 'Confirming', 'Done'];
const PAYMENT_WINDOW_SECONDS = 1800;
const RECHECK_MS = 10_000;
const REDIRECT_MS = 3_000;

/** The plan and cycle to pay for; the price always comes from the server's quote. */
interface CheckoutChoice {
  plan: 'BASIC' | 'PRO';
  billingCycle: BillingCycle;
}

/**
 * What this tab keeps in its history entry beside the spec's router state: the invoice it shows
 * and whether the trader said it was sent. A reload and Back/Forward keep history entries.
 */
interface TabState {
  paymentId?: string;
  sent?: boolean;
}

/** Statuses that say money has reached the invoice: the page waits for the confirmation. */
const MONEY_SEEN = ['confirming', 'partially_paid', 'confirmed', 'sending'];

/** The spec's router state (plan in lower case, cycle, price), as /pricing and the profile send it. */
function fromState(value: unknown): CheckoutChoice | null {
  const state = value as { plan?: unknown; billingCycle?: unknown } | null;
  if (!state || typeof state.plan !== 'string') return null;
  return checkoutFromSearch(`?plan=${encodeURIComponent(state.plan)}&cycle=${String(state.billingCycle)}`);
}

/**
 * Opened from the pricing page or the profile (router state), or from a link (`?plan=pro&cycle=monthly`).
 * Opened bare (a bookmark, another device), it goes to the invoice on offer, or to /pricing.
 */
export function PaymentFlowPage() {
  const location = useLocation();
  const current = useCurrentCheckout();
  const checkout = fromState(location.state) ?? checkoutFromSearch(location.search);
  if (checkout) return <PaymentFlow key={`${checkout.plan}-${checkout.billingCycle}`} checkout={checkout} />;
  const open = current.data?.open;
  if (open) return <Navigate to={resumeLink(open)} replace />;
  if (current.isPending) return <FlowFrame error={null} />;
  return <Navigate to="/pricing" replace />;
}

function FlowFrame({ error, children }: { error: Error | null; children?: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <TraderHeader backLabel="Back to Plans" />
      <Container maxWidth="md" component="main" sx={{ py: 3 }}>
        {children ?? (
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <Typography variant="h4" component="h1">
              Secure Payment
            </Typography>
            {error ? (
              <>
                <Alert severity="error" sx={{ textAlign: 'left' }}>
                  {error.message}
                </Alert>
                <Button component={RouterLink} to="/profile" variant="outlined">
                  Go to your profile
                </Button>
              </>
            ) : (
              <Skeleton variant="rounded" width="100%" height={240} aria-label="Working out the price" />
            )}
          </Stack>
        )}
      </Container>
    </Box>
  );
}

function PaymentFlow({ checkout }: { checkout: CheckoutChoice }) {
  const quote = useQuery({
    queryKey: ['checkout-quote', checkout.plan, checkout.billingCycle],
    queryFn: () => api.payments.quote({ plan_type: checkout.plan, billing_cycle: checkout.billingCycle }),
    staleTime: 0,
    retry: 1,
  });
  const current = useCurrentCheckout();
  return (
    <FlowFrame error={quote.error ?? current.error}>
      {quote.data && current.data && <CheckoutSteps checkout={checkout} quote={quote.data} current={current.data} />}
    </FlowFrame>
  );
}

function CheckoutSteps({
  checkout,
  quote,
  current,
}: {
  checkout: CheckoutChoice;
  quote: CheckoutQuote;
  current: CurrentCheckout;
}) {
  const nameOf = usePlanName();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const rememberCheckout = useRememberCheckout();
  const tab = (location.state ?? {}) as TabState;
  // A payment confirmed after this page opened (in another tab, say) is news here too.
  const [paidBefore] = useState(() => current.last_paid?.payment_id ?? null);
  const [choosingCoin, setChoosingCoin] = useState(false);
  const [currency, setCurrency] = useState<string | null>(null);
  const [shown, setShown] = useState<Checkout | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [partiallyPaid, setPartiallyPaid] = useState(false);
  const recheck = useRef<ReturnType<typeof setTimeout>>(undefined);

  const forThisPlan = (candidate: Checkout | null) =>
    candidate?.plan_type === checkout.plan && candidate.billing_cycle === checkout.billingCycle ? candidate : null;
  const open = forThisPlan(current.open);
  const otherOpen = open ? null : current.open;
  const lastPaid = current.last_paid;
  const paid =
    lastPaid && (lastPaid.payment_id === tab.paymentId || lastPaid.payment_id !== paidBefore) ? lastPaid : null;
  const sent =
    open !== null && ((tab.sent === true && tab.paymentId === open.payment_id) || MONEY_SEEN.includes(open.status));
  const step: StepName = paid
    ? 'completed'
    : open && !choosingCoin
      ? sent
        ? 'payment-sent'
        : 'payment-details'
      : 'select-crypto';

  const { pathname, search, state } = location;
  const remember = useCallback(
    (paymentId: string, sentNow: boolean) =>
      void navigate(`${pathname}${search}`, {
        replace: true,
        state: { ...(state as object | null), paymentId, sent: sentNow },
      }),
    [navigate, pathname, search, state],
  );

  // An invoice opened here, in another tab or on another device becomes the one this tab shows,
  // and its history entry remembers it.
  if (open && shown?.payment_id !== open.payment_id) {
    setShown(open);
    setChoosingCoin(false);
  }
  const openId = open?.payment_id;
  useEffect(() => {
    if (openId && openId !== tab.paymentId) remember(openId, false);
  }, [openId, tab.paymentId, remember]);

  const timing = shown ? checkoutWindow(shown) : null;
  const secondsLeft = useCountdown(timing?.startedAt ?? null, timing?.totalSeconds ?? PAYMENT_WINDOW_SECONDS);

  const create = useMutation({
    mutationFn: () => {
      if (!currency) throw new Error('Please select a cryptocurrency');
      return api.payments.create({ plan_type: checkout.plan, billing_cycle: checkout.billingCycle, currency });
    },
    onSuccess: (created) => {
      rememberCheckout(created);
      setShown(created);
      remember(created.payment_id, false);
      setChoosingCoin(false);
      setCreateError(null);
      setFailure(null);
    },
    onError: (error: Error) => {
      const message = error.message || 'Unknown error occurred';
      setCreateError(message);
      enqueueSnackbar(`Payment Error - ${message}`, { variant: 'error' });
    },
  });

  // Spec section 4: checked when the trader says it is sent, then every 10 s until final.
  const sentId = step === 'payment-sent' ? openId : undefined;
  useEffect(() => {
    if (!sentId) return;
    let stopped = false;
    const check = async () => {
      const status = await api.payments.status(sentId).then(
        (answer) => answer.status,
        () => null,
      );
      if (stopped) return;
      if (status === 'confirmed' || status === 'finished') {
        void queryClient.invalidateQueries({ queryKey: ['subscription'] });
        void queryClient.invalidateQueries({ queryKey: currentCheckoutKey });
      } else if (status === 'failed' || status === 'expired') {
        setFailure('Payment failed or expired. Please try again.');
      } else if (status === 'superseded' || status === 'cancelled') {
        setFailure(
          status === 'superseded'
            ? 'A newer checkout replaced this payment. Please pay with the newest payment details.'
            : 'This invoice was cancelled. Please start a new payment.',
        );
        void queryClient.invalidateQueries({ queryKey: currentCheckoutKey });
      } else {
        setPartiallyPaid(status === 'partially_paid');
        recheck.current = setTimeout(check, RECHECK_MS);
      }
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(recheck.current);
    };
  }, [sentId, queryClient]);

  const finish = useCallback(() => {
    enqueueSnackbar('Payment successful! Welcome to your new plan.', { variant: 'success' });
    void navigate('/dashboard', { replace: true });
  }, [enqueueSnackbar, navigate]);

  useEffect(() => {
    if (step !== 'completed') return;
    void queryClient.invalidateQueries({ queryKey: ['subscription'] });
    const timer = setTimeout(finish, REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [step, finish, queryClient]);

  const { schedule } = useSubscriptionChanges();
  const scheduleInstead = () =>
    schedule.mutate(
      { plan: checkout.plan, billingCycle: checkout.billingCycle },
      { onSuccess: () => navigate('/profile') },
    );

  const invoice = paid ?? open;
  // The invoice this tab showed ran out without being paid: say so until another is opened.
  const timedOut = !paid && shown !== null && secondsLeft === 0;
  // What the invoice asks once it exists (the server priced it in the same transaction), else the quote.
  const amountDue = invoice?.price_amount ?? quote.amount_due;

  return (
    <>
      <Stack spacing={0.5} sx={{ textAlign: 'center', mb: 3 }}>
        <Typography variant="h4" component="h1">
          Secure Payment
        </Typography>
        <Typography color="textSecondary">
          {nameOf(invoice?.plan_type ?? checkout.plan)} plan · {formatPrice(amountDue)} ·{' '}
          {invoice?.billing_cycle ?? checkout.billingCycle}
        </Typography>
        <Typography
          variant="caption"
          color="textSecondary"
          sx={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: 0.5 }}
        >
          <LockIcon sx={{ fontSize: 14 }} /> 256-bit SSL encrypted connection
        </Typography>
      </Stack>
      <Stepper activeStep={STEPS.indexOf(step)} alternativeLabel sx={{ mb: 3 }}>
        {STEP_LABELS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 'select-crypto' && otherOpen && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button component={RouterLink} to={resumeLink(otherOpen)} color="inherit" size="small">
              Resume It
            </Button>
          }
        >
          Your {nameOf(otherOpen.plan_type)} ({otherOpen.billing_cycle}) invoice is still open. Paying here replaces it.
        </Alert>
      )}
      {step !== 'completed' && (
        <Card sx={{ mb: 2 }}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <CheckoutSummary
              quote={quote}
              currentPlanName={nameOf(quote.current_plan)}
              onScheduleInstead={step === 'select-crypto' && !open ? scheduleInstead : undefined}
              scheduling={schedule.isPending}
            />
          </CardContent>
        </Card>
      )}
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          {timedOut && (
            <Typography color="error" role="alert" sx={{ mb: 2 }}>
              Payment timeout. Please try again.
            </Typography>
          )}
          {step === 'select-crypto' && (
            <SelectCryptoStep
              selected={currency}
              onSelect={setCurrency}
              onContinue={() => (currency ? create.mutate() : setCreateError('Please select a cryptocurrency'))}
              creating={create.isPending}
              error={createError}
              openInvoiceCoin={open?.pay_currency ?? null}
            />
          )}
          {step === 'payment-details' && open && (
            <PaymentDetailsStep
              payment={open}
              secondsLeft={secondsLeft}
              onChangeCurrency={() => {
                setCurrency(open.pay_currency);
                setChoosingCoin(true);
              }}
              onSent={() => {
                setFailure(null);
                remember(open.payment_id, true);
              }}
            />
          )}
          {step === 'payment-sent' && open && (
            <PaymentSentStep
              payment={open}
              plan={nameOf(open.plan_type)}
              billingCycle={open.billing_cycle}
              secondsLeft={secondsLeft}
              failure={failure}
              partiallyPaid={partiallyPaid}
              onBack={() => remember(open.payment_id, false)}
            />
          )}
          {step === 'completed' && paid && (
            <CompletedStep payment={paid} plan={nameOf(paid.plan_type)} onDashboard={finish} />
          )}
        </CardContent>
      </Card>
    </>
  );
}

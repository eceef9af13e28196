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
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import { usePlanName } from '../../features/subscription/queries';
import { useSubscriptionChanges } from '../../features/subscription/useSubscriptionChanges';
import { type BillingCycle, type CheckoutQuote, type CreatedPayment } from '../../api/client';
import { api } from '../../api/endpoints';
import { TraderHeader } from '../../features/layout/TraderHeader';
import { useCountdown } from '../../features/payment/useCountdown';
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
interface Checkout {
  plan: 'BASIC' | 'PRO';
  billingCycle: BillingCycle;
}

/** The spec's router state (plan in lower case, cycle, price), as /pricing and the profile send it. */
function fromState(value: unknown): Checkout | null {
  const state = value as { plan?: unknown; billingCycle?: unknown } | null;
  if (!state || typeof state.plan !== 'string') return null;
  return checkoutFromSearch(`?plan=${encodeURIComponent(state.plan)}&cycle=${String(state.billingCycle)}`);
}

/** Opened from the pricing page or the profile (router state), or from a link (`?plan=pro&cycle=monthly`). */
export function PaymentFlowPage() {
  const location = useLocation();
  const checkout = fromState(location.state) ?? checkoutFromSearch(location.search);
  if (!checkout) return <Navigate to="/pricing" replace />;
  return <PaymentFlow key={`${checkout.plan}-${checkout.billingCycle}`} checkout={checkout} />;
}

function PaymentFlow({ checkout }: { checkout: Checkout }) {
  const quote = useQuery({
    queryKey: ['checkout-quote', checkout.plan, checkout.billingCycle],
    queryFn: () => api.payments.quote({ plan_type: checkout.plan, billing_cycle: checkout.billingCycle }),
    staleTime: 0,
    retry: 1,
  });
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <TraderHeader backLabel="Back to Plans" />
      <Container maxWidth="md" component="main" sx={{ py: 3 }}>
        {quote.data ? (
          <CheckoutSteps checkout={checkout} quote={quote.data} />
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <Typography variant="h4" component="h1">
              Secure Payment
            </Typography>
            {quote.isError ? (
              <>
                <Alert severity="error" sx={{ textAlign: 'left' }}>
                  {quote.error.message}
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

function CheckoutSteps({ checkout, quote }: { checkout: Checkout; quote: CheckoutQuote }) {
  const nameOf = usePlanName();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [step, setStep] = useState<StepName>('select-crypto');
  const [currency, setCurrency] = useState<string | null>(null);
  const [payment, setPayment] = useState<CreatedPayment | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [partiallyPaid, setPartiallyPaid] = useState(false);
  const secondsLeft = useCountdown(
    step === 'payment-details' || step === 'payment-sent' ? startedAt : null,
    PAYMENT_WINDOW_SECONDS,
  );
  const recheck = useRef<ReturnType<typeof setTimeout>>(undefined);

  const create = useMutation({
    mutationFn: () => {
      if (!currency) throw new Error('Please select a cryptocurrency');
      return api.payments.create({ plan_type: checkout.plan, billing_cycle: checkout.billingCycle, currency });
    },
    onSuccess: (created) => {
      setPayment(created);
      setStartedAt(Date.now());
      setCreateError(null);
      setStep('payment-details');
    },
    onError: (error: Error) => {
      const message = error.message || 'Unknown error occurred';
      setCreateError(message);
      enqueueSnackbar(`Payment Error - ${message}`, { variant: 'error' });
    },
  });

  // Spec section 4: checked when the trader says it is sent, then every 10 s until final.
  useEffect(() => {
    if (step !== 'payment-sent' || !payment) return;
    let stopped = false;
    const check = async () => {
      const status = await api.payments.status(payment.payment_id).then(
        (answer) => answer.status,
        () => null,
      );
      if (stopped) return;
      if (status === 'confirmed' || status === 'finished') {
        setStep('completed');
        void queryClient.invalidateQueries({ queryKey: ['subscription'] });
      } else if (status === 'failed' || status === 'expired') {
        setFailure('Payment failed or expired. Please try again.');
      } else if (status === 'superseded') {
        setFailure('A newer checkout replaced this payment. Please pay with the newest payment details.');
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
  }, [step, payment, queryClient]);

  const finish = useCallback(() => {
    enqueueSnackbar('Payment successful! Welcome to your new plan.', { variant: 'success' });
    navigate('/dashboard', { replace: true });
  }, [enqueueSnackbar, navigate]);

  useEffect(() => {
    if (step !== 'completed') return;
    const timer = setTimeout(finish, REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [step, finish]);

  const { schedule } = useSubscriptionChanges();
  const scheduleInstead = () =>
    schedule.mutate(
      { plan: checkout.plan, billingCycle: checkout.billingCycle },
      { onSuccess: () => navigate('/profile') },
    );

  const timedOut = (step === 'payment-details' || step === 'payment-sent') && secondsLeft === 0;
  // What the invoice asks once it exists (the server priced it in the same transaction), else the quote.
  const amountDue = payment?.price_amount ?? quote.amount_due;

  return (
    <>
      <Stack spacing={0.5} sx={{ textAlign: 'center', mb: 3 }}>
        <Typography variant="h4" component="h1">
          Secure Payment
        </Typography>
        <Typography color="text.secondary">
          {nameOf(checkout.plan)} plan · {formatPrice(amountDue)} · {checkout.billingCycle}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
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
      {step !== 'completed' && (
        <Card sx={{ mb: 2 }}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <CheckoutSummary
              quote={quote}
              currentPlanName={nameOf(quote.current_plan)}
              onScheduleInstead={step === 'select-crypto' ? scheduleInstead : undefined}
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
            />
          )}
          {step === 'payment-details' && payment && (
            <PaymentDetailsStep
              payment={payment}
              secondsLeft={secondsLeft}
              onChangeCurrency={() => setStep('select-crypto')}
              onSent={() => {
                setFailure(null);
                setStep('payment-sent');
              }}
            />
          )}
          {step === 'payment-sent' && payment && (
            <PaymentSentStep
              payment={payment}
              plan={nameOf(checkout.plan)}
              billingCycle={checkout.billingCycle}
              secondsLeft={secondsLeft}
              failure={failure}
              partiallyPaid={partiallyPaid}
              onBack={() => setStep('payment-details')}
            />
          )}
          {step === 'completed' && payment && (
            <CompletedStep
              payment={payment}
              plan={nameOf(checkout.plan)}
              billingCycle={checkout.billingCycle}
              onDashboard={finish}
            />
          )}
        </CardContent>
      </Card>
    </>
  );
}

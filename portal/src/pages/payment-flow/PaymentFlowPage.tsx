import LockIcon from '@mui/icons-material/Lock';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Toolbar,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { api, type BillingCycle, type CreatedPayment } from '../../api/client';
import { ColorModeToggle } from '../../features/layout/ColorModeToggle';
import { useCountdown } from '../../features/payment/useCountdown';
import { formatPrice } from '../../lib/plans';
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

interface CheckoutState {
  plan: string;
  billingCycle: BillingCycle;
  price: number;
}

function isCheckoutState(value: unknown): value is CheckoutState {
  const state = value as Partial<CheckoutState> | null;
  return (
    !!state &&
    typeof state.plan === 'string' &&
    (state.billingCycle === 'monthly' || state.billingCycle === 'yearly') &&
    typeof state.price === 'number'
  );
}

export function PaymentFlowPage() {
  const location = useLocation();
  if (!isCheckoutState(location.state)) return <Navigate to="/pricing" replace />;
  return <PaymentFlow checkout={location.state} />;
}

function PaymentFlow({ checkout }: { checkout: CheckoutState }) {
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
      return api.payments.create({
        plan_type: checkout.plan.toUpperCase(),
        billing_cycle: checkout.billingCycle,
        currency,
      });
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

  const timedOut = (step === 'payment-details' || step === 'payment-sent') && secondsLeft === 0;

  return (
    <Box sx={{ minHeight: '100vh' }}>
      <Toolbar sx={{ gap: 1 }}>
        <Button startIcon={<ArrowBackIcon />} color="inherit" onClick={() => navigate('/pricing')}>
          Back to Plans
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <ColorModeToggle />
      </Toolbar>
      <Container maxWidth="md" component="main" sx={{ py: 3 }}>
        <Stack spacing={0.5} sx={{ textAlign: 'center', mb: 3 }}>
          <Typography variant="h4" component="h1">
            Secure Payment
          </Typography>
          <Typography color="text.secondary">
            {checkout.plan.toUpperCase()} plan · {formatPrice(checkout.price)} · {checkout.billingCycle}
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
                plan={checkout.plan}
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
                plan={checkout.plan}
                billingCycle={checkout.billingCycle}
                onDashboard={finish}
              />
            )}
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}

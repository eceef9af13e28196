import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import SmsIcon from '@mui/icons-material/Sms';
import {
  Alert,
  Avatar,
  Box,
  Button,
  CircularProgress,
  FormHelperText,
  Stack,
  Typography,
  type ButtonProps,
} from '@mui/material';
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { formatFullPhoneNumber, phoneNumberError } from '../../lib/phone';
import { emptyCode, VERIFICATION_CODE_LENGTH } from '../../lib/verification-code';
import { PhoneNumberField } from '../phone/PhoneNumberField';
import { demoPhoneVerificationService, type PhoneVerificationService } from './phone-verification-service';
import { VerificationCodeInput, type VerificationCodeInputHandle } from './VerificationCodeInput';

/** Spec section 9: resend cooldown and the pause before onVerified. */
const RESEND_COOLDOWN_SECONDS = 60;
const VERIFIED_CALLBACK_DELAY_MS = 1500;

export interface PhoneVerificationProps {
  /** Called with the verified full number, 1.5 s after the success message appears. */
  onVerified(phoneNumber: string): void;
  /** When given, the phone step offers a Cancel button that calls it. */
  onCancel?(): void;
  /** Number to start with ('+…'). */
  initialPhoneNumber?: string;
  /** Sends and checks codes; defaults to the demo stub (no SMS, code 123456). */
  service?: PhoneVerificationService;
}

type Step = 'phone' | 'code' | 'success';
type Busy = 'send' | 'verify' | 'resend' | null;

/**
 * Phone verification in three steps (spec section 2): the number, the 6-digit code sent by SMS,
 * and success. Each step is a form, so Enter submits it.
 */
export function PhoneVerification({
  onVerified,
  onCancel,
  initialPhoneNumber = '',
  service = demoPhoneVerificationService,
}: PhoneVerificationProps) {
  const [step, setStep] = useState<Step>('phone');
  const [phoneNumber, setPhoneNumber] = useState(initialPhoneNumber);
  const [code, setCode] = useState<string[]>(emptyCode);
  const [busy, setBusy] = useState<Busy>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const [serviceError, setServiceError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resendAllowedAt, setResendAllowedAt] = useState(0);
  const [now, setNow] = useState(Date.now);
  const codeInput = useRef<VerificationCodeInputHandle>(null);
  const codeMessageId = useId();

  // Counted against the clock, so a throttled background tab still shows the right time.
  const cooldown = Math.max(0, Math.ceil((resendAllowedAt - now) / 1000));
  useEffect(() => {
    if (resendAllowedAt === 0) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= resendAllowedAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [resendAllowedAt]);

  const startCooldown = () => {
    const current = Date.now();
    setNow(current);
    setResendAllowedAt(current + RESEND_COOLDOWN_SECONDS * 1000);
  };

  const reportVerified = useEffectEvent(() => onVerified(phoneNumber));
  useEffect(() => {
    if (step !== 'success') return;
    const timer = setTimeout(() => reportVerified(), VERIFIED_CALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step]);

  const clearMessages = () => {
    setInputError(null);
    setServiceError(null);
    setNotice(null);
  };

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    clearMessages();
    const invalid = phoneNumberError(phoneNumber);
    if (invalid) {
      setInputError(invalid);
      return;
    }
    const sentTo = phoneNumber;
    setBusy('send');
    try {
      await service.sendCode(sentTo);
      // The number may have been edited while sending: the code went to this one.
      setPhoneNumber(sentTo);
      setCode(emptyCode());
      startCooldown();
      setStep('code');
    } catch {
      setServiceError('Failed to send verification code');
    } finally {
      setBusy(null);
    }
  };

  const verifyCode = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    clearMessages();
    const entered = code.join('');
    if (entered.length !== VERIFICATION_CODE_LENGTH) {
      setInputError('Please enter the complete 6-digit code');
      return;
    }
    setBusy('verify');
    try {
      if (await service.verifyCode(phoneNumber, entered)) {
        setStep('success');
      } else {
        setInputError('Invalid verification code. Please try again.');
        setCode(emptyCode());
        codeInput.current?.focusFirst();
      }
    } catch {
      setServiceError('Failed to verify code');
    } finally {
      setBusy(null);
    }
  };

  const resendCode = async () => {
    clearMessages();
    setBusy('resend');
    try {
      await service.sendCode(phoneNumber);
      setCode(emptyCode());
      startCooldown();
      setNotice(`A new code was sent to ${formatFullPhoneNumber(phoneNumber)}.`);
      codeInput.current?.focusFirst();
    } catch {
      setServiceError('Failed to resend verification code');
    } finally {
      setBusy(null);
    }
  };

  const changeNumber = () => {
    clearMessages();
    setCode(emptyCode());
    setStep('phone');
  };

  if (step === 'success') {
    return (
      <StepLayout
        icon={<CheckCircleIcon fontSize="large" />}
        tone="success"
        title="Phone Verified!"
        description={`${formatFullPhoneNumber(phoneNumber)} has been verified.`}
        role="status"
      />
    );
  }

  if (step === 'phone') {
    return (
      <StepLayout
        icon={<PhoneIphoneIcon fontSize="large" />}
        title="Verify your phone number"
        description="We'll send a 6-digit code to this number by SMS."
      >
        <Box component="form" noValidate onSubmit={sendCode}>
          <PhoneNumberField
            value={phoneNumber}
            onChange={(next) => {
              setPhoneNumber(next);
              clearMessages();
            }}
            error={Boolean(inputError)}
            helperText={inputError && <span role="alert">{inputError}</span>}
            autoFocus
          />
          {serviceError && <ServiceError message={serviceError} />}
          <Stack direction="row" spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
            {onCancel && (
              <Button color="inherit" onClick={onCancel} disabled={busy !== null}>
                Cancel
              </Button>
            )}
            <BusyButton busy={busy === 'send'} busyLabel="Sending..." disabled={busy !== null}>
              Send Code
            </BusyButton>
          </Stack>
        </Box>
      </StepLayout>
    );
  }

  return (
    <StepLayout
      icon={<SmsIcon fontSize="large" />}
      title="Enter the verification code"
      description={
        <>
          We sent a 6-digit code to{' '}
          <Box component="strong" sx={{ color: 'text.primary', whiteSpace: 'nowrap' }}>
            {formatFullPhoneNumber(phoneNumber)}
          </Box>
          .
        </>
      }
    >
      <Box component="form" noValidate onSubmit={verifyCode}>
        <VerificationCodeInput
          ref={codeInput}
          digits={code}
          onChange={(next) => {
            setCode(next);
            clearMessages();
          }}
          readOnly={busy !== null}
          error={Boolean(inputError)}
          describedBy={inputError ? codeMessageId : undefined}
          autoFocus
        />
        {inputError && (
          <FormHelperText id={codeMessageId} error role="alert" sx={{ textAlign: 'center', mt: 1.5, fontSize: 14 }}>
            {inputError}
          </FormHelperText>
        )}
        {notice && (
          <FormHelperText role="status" sx={{ textAlign: 'center', mt: 1.5, fontSize: 14 }}>
            {notice}
          </FormHelperText>
        )}
        {serviceError && <ServiceError message={serviceError} />}
        <BusyButton busy={busy === 'verify'} busyLabel="Verifying..." disabled={busy !== null} fullWidth sx={{ mt: 3 }}>
          Verify Code
        </BusyButton>
        <Stack direction="row" sx={{ mt: 1.5, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Button color="inherit" onClick={changeNumber} disabled={busy !== null}>
            Change Number
          </Button>
          <Button
            onClick={resendCode}
            disabled={busy !== null || cooldown > 0}
            startIcon={busy === 'resend' ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {busy === 'resend' ? 'Resending...' : cooldown > 0 ? `Resend Code (${cooldown}s)` : 'Resend Code'}
          </Button>
        </Stack>
      </Box>
    </StepLayout>
  );
}

function StepLayout({
  icon,
  tone = 'primary',
  title,
  description,
  role,
  children,
}: {
  icon: ReactNode;
  tone?: 'primary' | 'success';
  title: string;
  description: ReactNode;
  role?: 'status';
  children?: ReactNode;
}) {
  return (
    <Box role={role}>
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        <Avatar
          sx={{
            width: 56,
            height: 56,
            mx: 'auto',
            mb: 2,
            color: `${tone}.main`,
            bgcolor: (theme) => theme.alpha(theme.palette[tone].main, 0.14),
          }}
        >
          {icon}
        </Avatar>
        <Typography variant="h5" component="h2" gutterBottom>
          {title}
        </Typography>
        <Typography color="textSecondary">{description}</Typography>
      </Box>
      {children}
    </Box>
  );
}

function ServiceError({ message }: { message: string }) {
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {message}
    </Alert>
  );
}

function BusyButton({
  busy,
  busyLabel,
  children,
  ...props
}: {
  busy: boolean;
  busyLabel: string;
  children: string;
} & Omit<ButtonProps, 'children' | 'type'>) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      {...props}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}

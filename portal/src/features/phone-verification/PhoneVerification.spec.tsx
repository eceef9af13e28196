/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneVerification, type PhoneVerificationProps } from './PhoneVerification';
import type { PhoneVerificationService } from './phone-verification-service';

const boxes = () =>
  Array.from({ length: 6 }, (_, index) => screen.getByLabelText(`Digit ${index + 1} of 6`) as HTMLInputElement);
const codeInBoxes = () => boxes().map((box) => box.value);
const phoneInput = () => screen.getByLabelText('Phone number') as HTMLInputElement;

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

function setup(props: Partial<PhoneVerificationProps> = {}) {
  const onVerified = jest.fn<(phoneNumber: string) => void>();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<PhoneVerification onVerified={onVerified} {...props} />);
  return { user, onVerified };
}

/** Types a US number, sends it with the 1 s stub and lands on the code step. */
async function reachCodeStep(props: Partial<PhoneVerificationProps> = {}) {
  const context = setup(props);
  await context.user.type(phoneInput(), '2133734253{Enter}');
  await advance(1000);
  await screen.findByRole('heading', { name: 'Enter the verification code' });
  return context;
}

function fakeService(overrides: Partial<PhoneVerificationService> = {}) {
  return {
    sendCode: jest.fn<PhoneVerificationService['sendCode']>().mockResolvedValue(undefined),
    verifyCode: jest.fn<PhoneVerificationService['verifyCode']>().mockResolvedValue(true),
    ...overrides,
  };
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('PhoneVerification: phone step', () => {
  it('asks for the number with Send Code and no Cancel unless onCancel is given', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Verify your phone number' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send Code' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(document.activeElement).toBe(phoneInput());
  });

  it('starts with the number it is given', () => {
    setup({ initialPhoneNumber: '+447400123456' });
    expect((screen.getByRole('combobox', { name: 'Country code' }) as HTMLInputElement).value).toBe('GB +44');
    expect(phoneInput().value).toBe('7400 123456');
  });

  it('offers Cancel when onCancel is given', async () => {
    const onCancel = jest.fn();
    const { user } = setup({ onCancel });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("says 'Please enter a phone number' when it is empty", async () => {
    const service = fakeService();
    const { user } = setup({ service });
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a phone number');
    expect(phoneInput().getAttribute('aria-invalid')).toBe('true');
    expect(service.sendCode).not.toHaveBeenCalled();
  });

  it("says 'Please enter a valid phone number' when it is shorter than 8 characters", async () => {
    const service = fakeService();
    const { user } = setup({ service });
    await user.type(phoneInput(), '2133{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid phone number');
    expect(service.sendCode).not.toHaveBeenCalled();
  });

  it('clears the message once the number is edited', async () => {
    const { user } = setup();
    await user.type(phoneInput(), '21{Enter}');
    expect(screen.getByRole('alert')).toBeTruthy();
    await user.type(phoneInput(), '3');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the busy state for the 1 s the demo service takes, then moves to the code step', async () => {
    const { user } = setup();
    await user.type(phoneInput(), '2133734253');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    const sending = screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    await advance(999);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeTruthy();
    await advance(1);
    expect(screen.getByRole('heading', { name: 'Enter the verification code' })).toBeTruthy();
    expect(screen.getByText('+1 213 373 4253')).toBeTruthy();
    expect(codeInBoxes()).toEqual(['', '', '', '', '', '']);
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('sends once when Enter is pressed again while sending, to the number it was sent with', async () => {
    const service = fakeService({
      sendCode: jest.fn<PhoneVerificationService['sendCode']>(
        () => new Promise((resolve) => setTimeout(resolve, 1000)),
      ),
    });
    const { user } = setup({ service });
    await user.type(phoneInput(), '2133734253{Enter}');
    await user.type(phoneInput(), '9{Enter}');
    await advance(1000);
    expect(service.sendCode).toHaveBeenCalledTimes(1);
    expect(service.sendCode).toHaveBeenCalledWith('+12133734253');
    expect(screen.getByText('+1 213 373 4253')).toBeTruthy();
  });

  it('sends the full number to the service', async () => {
    const service = fakeService();
    await reachCodeStep({ service });
    expect(service.sendCode).toHaveBeenCalledWith('+12133734253');
  });

  it("says 'Failed to send verification code' when sending fails, and stays on the phone step", async () => {
    const service = fakeService({
      sendCode: jest.fn<PhoneVerificationService['sendCode']>().mockRejectedValue(new Error('down')),
    });
    const { user } = setup({ service });
    await user.type(phoneInput(), '2133734253{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to send verification code');
    expect(screen.getByRole('button', { name: 'Send Code' })).toBeTruthy();
    expect(phoneInput().value).toBe('213 373 4253');
  });
});

describe('PhoneVerification: code step', () => {
  it('labels six boxes and moves focus forward as digits are typed', async () => {
    const { user } = await reachCodeStep();
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    await user.keyboard('12');
    expect(codeInBoxes()).toEqual(['1', '2', '', '', '', '']);
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('accepts one numeric digit per box', async () => {
    const { user } = await reachCodeStep();
    await user.keyboard('a-');
    expect(codeInBoxes()).toEqual(['', '', '', '', '', '']);
    expect(document.activeElement).toBe(boxes()[0]);
    await user.keyboard('7');
    await user.click(boxes()[0]);
    await user.keyboard('8');
    expect(codeInBoxes()).toEqual(['8', '', '', '', '', '']);
  });

  it('moves back and clears the previous box on Backspace', async () => {
    const { user } = await reachCodeStep();
    await user.keyboard('123');
    await user.keyboard('{Backspace}');
    expect(codeInBoxes()).toEqual(['1', '2', '', '', '', '']);
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard('{Backspace}{Backspace}');
    expect(codeInBoxes()).toEqual(['', '', '', '', '', '']);
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('fills the boxes with the digits of a pasted code', async () => {
    const { user } = await reachCodeStep();
    await user.paste('Your code: 123-456');
    expect(codeInBoxes()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it('fills from the box pasted into when fewer digits are pasted', async () => {
    const { user } = await reachCodeStep();
    await user.keyboard('9');
    await user.paste('87');
    expect(codeInBoxes()).toEqual(['9', '8', '7', '', '', '']);
    expect(document.activeElement).toBe(boxes()[3]);
  });

  it("says 'Please enter the complete 6-digit code' for fewer than 6 digits", async () => {
    const service = fakeService();
    const { user } = await reachCodeStep({ service });
    await user.keyboard('12345{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Please enter the complete 6-digit code');
    expect(service.verifyCode).not.toHaveBeenCalled();
  });

  it("says 'Invalid verification code. Please try again.' for a wrong code, clears the boxes and focuses the first", async () => {
    const { user } = await reachCodeStep();
    await user.keyboard('654321');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect((screen.getByRole('button', { name: 'Verifying...' }) as HTMLButtonElement).disabled).toBe(true);
    await advance(1000);
    expect(screen.getByRole('alert').textContent).toBe('Invalid verification code. Please try again.');
    expect(codeInBoxes()).toEqual(['', '', '', '', '', '']);
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it("says 'Failed to verify code' when checking fails", async () => {
    const service = fakeService({
      verifyCode: jest.fn<PhoneVerificationService['verifyCode']>().mockRejectedValue(new Error('down')),
    });
    const { user } = await reachCodeStep({ service });
    await user.keyboard('123456{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to verify code');
    expect(codeInBoxes()).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('checks the code with the service', async () => {
    const service = fakeService();
    const { user } = await reachCodeStep({ service });
    await user.keyboard('424242{Enter}');
    expect(service.verifyCode).toHaveBeenCalledWith('+12133734253', '424242');
  });

  it('goes back to the phone step, number kept, with Change Number', async () => {
    const { user } = await reachCodeStep();
    await user.click(screen.getByRole('button', { name: 'Change Number' }));
    expect(screen.getByRole('heading', { name: 'Verify your phone number' })).toBeTruthy();
    expect(phoneInput().value).toBe('213 373 4253');
  });
});

describe('PhoneVerification: resend cooldown', () => {
  it('blocks Resend Code for 60 s and counts down', async () => {
    await reachCodeStep();
    const resend = () => screen.getByRole('button', { name: /^Resend Code/ }) as HTMLButtonElement;
    expect(resend().textContent).toBe('Resend Code (60s)');
    expect(resend().disabled).toBe(true);
    await advance(1000);
    expect(resend().textContent).toBe('Resend Code (59s)');
    await advance(58000);
    expect(resend().textContent).toBe('Resend Code (1s)');
    expect(resend().disabled).toBe(true);
    await advance(1000);
    expect(resend().textContent).toBe('Resend Code');
    expect(resend().disabled).toBe(false);
  });

  it('resends, clears the boxes and starts the cooldown again', async () => {
    const service = fakeService();
    const { user } = await reachCodeStep({ service });
    await advance(60000);
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(service.sendCode).toHaveBeenCalledTimes(2);
    expect(screen.getByText('A new code was sent to +1 213 373 4253.')).toBeTruthy();
    expect(codeInBoxes()).toEqual(['', '', '', '', '', '']);
    expect(document.activeElement).toBe(boxes()[0]);
    expect(screen.getByRole('button', { name: 'Resend Code (60s)' })).toBeTruthy();
  });

  it('shows the busy state while the demo service resends', async () => {
    const { user } = await reachCodeStep();
    await advance(60000);
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect((screen.getByRole('button', { name: 'Resending...' }) as HTMLButtonElement).disabled).toBe(true);
    await advance(1000);
    expect(screen.getByRole('button', { name: 'Resend Code (60s)' })).toBeTruthy();
  });

  it("says 'Failed to resend verification code' when resending fails", async () => {
    const sendCode = jest
      .fn<PhoneVerificationService['sendCode']>()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('down'));
    const { user } = await reachCodeStep({ service: fakeService({ sendCode }) });
    await advance(60000);
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to resend verification code');
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeTruthy();
  });
});

describe('PhoneVerification: success', () => {
  it("accepts the demo code 123456, says 'Phone Verified!' and calls onVerified after 1.5 s", async () => {
    const { user, onVerified } = await reachCodeStep();
    await user.keyboard('123456{Enter}');
    await advance(1000);
    expect(screen.getByRole('heading', { name: 'Phone Verified!' })).toBeTruthy();
    expect(screen.getByText('+1 213 373 4253 has been verified.')).toBeTruthy();
    await advance(1499);
    expect(onVerified).not.toHaveBeenCalled();
    await advance(1);
    expect(onVerified).toHaveBeenCalledWith('+12133734253');
  });

  it('does not call onVerified once it is gone', async () => {
    const onVerified = jest.fn<(phoneNumber: string) => void>();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { unmount } = render(<PhoneVerification onVerified={onVerified} service={fakeService()} />);
    await user.type(phoneInput(), '2133734253{Enter}');
    await screen.findByRole('heading', { name: 'Enter the verification code' });
    await user.keyboard('123456{Enter}');
    await screen.findByRole('heading', { name: 'Phone Verified!' });
    unmount();
    await advance(2000);
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('can be done with the keyboard alone', async () => {
    const { user, onVerified } = setup({ onCancel: jest.fn() });
    await user.keyboard('7400 123456');
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Country code' }));
    await user.keyboard('kingdom{Enter}');
    expect(document.activeElement).toBe(phoneInput());
    expect(phoneInput().value).toBe('7400 123456');
    await user.keyboard('{Enter}');
    await advance(1000);
    expect(screen.getByText('+44 7400 123456')).toBeTruthy();
    await user.keyboard('123456{Enter}');
    await advance(1000);
    await advance(1500);
    expect(onVerified).toHaveBeenCalledWith('+447400123456');
  });
});

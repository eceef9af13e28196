/** Sends and checks one-time SMS codes. Both calls reject when the provider cannot be reached. */
export interface PhoneVerificationService {
  sendCode(phoneNumber: string): Promise<void>;
  /** True when the code is right for the number. */
  verifyCode(phoneNumber: string, code: string): Promise<boolean>;
}

/** The code the demo service accepts (it sends no SMS). */
export const DEMO_VERIFICATION_CODE = '123456';

/** Spec section 9: the stub takes 1 s per call. */
const DEMO_SERVICE_DELAY_MS = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The spec's stub: no server call, no SMS; waits 1 s and accepts only DEMO_VERIFICATION_CODE. */
export const demoPhoneVerificationService: PhoneVerificationService = {
  sendCode: () => wait(DEMO_SERVICE_DELAY_MS),
  verifyCode: async (_phoneNumber, code) => {
    await wait(DEMO_SERVICE_DELAY_MS);
    return code === DEMO_VERIFICATION_CODE;
  },
};

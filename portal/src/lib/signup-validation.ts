import { isValidPhoneNumber } from 'libphonenumber-js';
export interface SignupForm {
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  acceptedTerms: boolean;
  /** The phone field refused what was typed (letters, say): it is not empty to the trader, only invalid. */
  phoneRefusedInput?: boolean;
}

/** Something@something.tld, without spaces: what a mailbox looks like (the server checks it again). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL = 'Please enter a valid e-mail address, such as name@example.com';
const INVALID_PHONE = 'Please enter a valid phone number';

/**
 * Spec section 5: the first failing rule, checked in the spec's order, or null; each rule has its
 * own message. The e-mail's shape, which the spec does not list, is checked with the fields.
 */
export function signupError(form: SignupForm): string | null {
  const phoneGiven = form.phone.trim() !== '' || form.phoneRefusedInput === true;
  if (!form.email.trim() || !phoneGiven || !form.password || !form.confirmPassword) return 'Please fill in all fields';
  if (!EMAIL_SHAPE.test(form.email.trim())) return INVALID_EMAIL;
  if (!form.acceptedTerms) return 'You must accept the Terms of Service to continue';
  if (form.password !== form.confirmPassword) return 'Passwords do not match';
  if (form.password.length < 6) return 'Password must be at least 6 characters long';
  if (!phoneIsValid(form.phone)) return INVALID_PHONE;
  return null;
}

/** The spec's shape ('+', at least 8 characters), and a number the country's plan allows. */
function phoneIsValid(phone: string): boolean {
  return phone.startsWith('+') && phone.length >= 8 && isValidPhoneNumber(phone);
}

export type SignupField = 'email' | 'phone' | 'password' | 'confirmPassword' | 'acceptedTerms';

/**
 * Every field that fails, each with what is missing or wrong, so that all are marked at once
 * (the form's own message stays the spec's first failing rule, signupError).
 */
export function signupFieldErrors(form: SignupForm): Partial<Record<SignupField, string>> {
  const errors: Partial<Record<SignupField, string>> = {};
  const email = form.email.trim();
  if (!email) errors.email = 'Enter your e-mail address';
  else if (!EMAIL_SHAPE.test(email)) errors.email = 'Not an e-mail address: name@example.com';
  if (!form.phone.trim() && !form.phoneRefusedInput) errors.phone = 'Enter your phone number';
  else if (!phoneIsValid(form.phone)) errors.phone = 'Not a phone number of the chosen country';
  if (!form.password) errors.password = 'Choose a password';
  else if (form.password.length < 6) errors.password = 'At least 6 characters';
  if (!form.confirmPassword) errors.confirmPassword = 'Type the password again';
  else if (form.password && form.confirmPassword !== form.password)
    errors.confirmPassword = 'Not the same as the password';
  if (!form.acceptedTerms) errors.acceptedTerms = 'Accept the terms to create an account';
  return errors;
}

export interface SignupForm {
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  acceptedTerms: boolean;
}

/** Spec section 5: the first failing rule, checked in the spec's order, or null. */
export function signupError(form: SignupForm): string | null {
  if (!form.email.trim() || !form.phone.trim() || !form.password || !form.confirmPassword)
    return 'Please fill in all fields';
  if (!form.acceptedTerms) return 'You must accept the Terms of Service to continue';
  if (form.password !== form.confirmPassword) return 'Passwords do not match';
  if (form.password.length < 6) return 'Password must be at least 6 characters long';
  if (!form.phone.startsWith('+') || form.phone.length < 8) return 'Please enter a valid phone number';
  return null;
}

export function loginError(email: string, password: string): string | null {
  return !email.trim() || !password ? 'Please fill in all fields' : null;
}

/** A new password and its confirmation (reset and change), with the sign-up's messages. */
export function newPasswordError(password: string, confirmation: string): string | null {
  if (!password || !confirmation) return 'Please fill in all fields';
  if (password !== confirmation) return 'Passwords do not match';
  if (password.length < 6) return 'Password must be at least 6 characters long';
  return null;
}

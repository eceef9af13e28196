/**
 * The login's and the new-password forms' checks, with the sign-up's messages: apart from the
 * sign-up's rules, whose phone check loads libphonenumber, so the login page does not.
 */
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

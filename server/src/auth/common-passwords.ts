import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * NIST SP 800-63B (5.1.1.2): a new password is checked against values known to be commonly used,
 * expected or compromised, and no composition rules are added (the spec's 6-character minimum
 * stays). Two checks:
 * - the list of common passwords that zxcvbn-ts keeps from published breach corpora (about 49,000,
 *   most common first), compared without case ("Password" is as guessable as "password");
 * - repetitive or sequential characters, NIST's own example ("aaaaaa", "abcdefg", "1234567",
 *   "qwertyui"): zxcvbn leaves those out of its list because its scorer finds them another way.
 */
export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common, so it is easy to guess: please choose another';

let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  return common;
}

// Keyboard rows and the alphabet, forwards; a password that is a run of 4+ of one of them is sequential.
const SEQUENCES = ['abcdefghijklmnopqrstuvwxyz', '01234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

function repetitiveOrSequential(password: string): boolean {
  if (/^(.)\1+$/.test(password)) return true;
  if (password.length > 26) return false;
  return SEQUENCES.some(
    (sequence) => sequence.includes(password) || [...sequence].reverse().join('').includes(password),
  );
}

/** Whether a new password is too common to accept (the check is on the password as typed, without case). */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return commonPasswords().has(lower) || repetitiveOrSequential(lower);
}

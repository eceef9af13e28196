/** What the person is typing on the code step: an app code or a recovery code. */
export type CodeKind = 'app' | 'recovery';

const APP_CODE = /^\d{6}$/;
// 12 symbols, in groups of four with dashes or spaces, or none.
const RECOVERY_CODE = /^[0-9A-Za-z]{4}[\s-]?[0-9A-Za-z]{4}[\s-]?[0-9A-Za-z]{4}$/;

/** The sentence for a code that cannot be right yet, or null; the server has the final word. */
export function codeError(code: string, kind: CodeKind): string | null {
  const typed = kind === 'app' ? code.replace(/\s/g, '') : code.trim();
  if (!typed)
    return kind === 'app'
      ? 'Please enter the 6-digit code from your authenticator app'
      : 'Please enter a recovery code';
  if (kind === 'app' && !APP_CODE.test(typed)) return 'The code is the 6 digits your authenticator app shows';
  if (kind === 'recovery' && !RECOVERY_CODE.test(typed))
    return 'A recovery code has 12 letters and digits, such as ABCD-EFGH-JKMN';
  return null;
}

/** An app code as the server takes it: "123 456", as some apps show it, becomes "123456". */
export function normaliseCode(code: string, kind: CodeKind): string {
  return kind === 'app' ? code.replace(/\s/g, '') : code.trim();
}

/** The Base32 secret in groups of four, easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** The text file of recovery codes: what they are, for whom, and one code a line. */
export function recoveryCodesText(codes: readonly string[], email: string, createdAt: Date): string {
  return [
    `SignalDesk recovery codes for ${email}`,
    `Made ${createdAt.toISOString().slice(0, 10)}. Each code signs in once, in place of a code from your authenticator app.`,
    'Making a new set makes these stop working. Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/**
 * What an app-code field keeps of an edit: digits and the spaces some apps show ("123 456"), at
 * most 7 characters, and whether anything else (letters, emoji) was typed and left out.
 */
export function appCodeInput(edited: string): { value: string; refused: boolean } {
  const kept = edited.replace(/[^\d ]/g, '');
  return { value: kept.slice(0, 7), refused: kept.length !== edited.length };
}

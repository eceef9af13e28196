/** Spec section 9: verification codes have 6 digits. */
export const VERIFICATION_CODE_LENGTH = 6;

/** One entry per box: a single digit, or '' for an empty box. */
export type CodeDigits = readonly string[];

export interface CodeEdit {
  digits: string[];
  /** The box that should have focus after the edit. */
  focusIndex: number;
}

export function emptyCode(): string[] {
  return Array.from({ length: VERIFICATION_CODE_LENGTH }, () => '');
}

function writeDigits(code: CodeDigits, start: number, digits: string): CodeEdit {
  const next = [...code];
  let index = start;
  for (const digit of digits) {
    if (index >= VERIFICATION_CODE_LENGTH) break;
    next[index++] = digit;
  }
  return { digits: next, focusIndex: Math.min(index, VERIFICATION_CODE_LENGTH - 1) };
}

/**
 * What a box holds after the user changed its text to `text`: one new digit moves on to the next
 * box; several (a code filled in by the phone's keyboard) spill into the following boxes; an empty
 * text clears the box; anything without a digit is refused.
 */
export function typeIntoCode(code: CodeDigits, index: number, text: string): CodeEdit {
  if (text === '') {
    const next = [...code];
    next[index] = '';
    return { digits: next, focusIndex: index };
  }
  let typed = text.replace(/\D/g, '');
  if (!typed) return { digits: [...code], focusIndex: index };
  // Typing into a filled box whose digit was not selected leaves both digits: keep the new one.
  if (typed.length === 2 && code[index] && typed.includes(code[index])) typed = typed.replace(code[index], '');
  return writeDigits(code, index, typed);
}

/** Pasting: a whole code fills every box; a shorter run of digits fills from the box pasted into. */
export function pasteIntoCode(code: CodeDigits, index: number, pasted: string): CodeEdit {
  const digits = pasted.replace(/\D/g, '');
  if (!digits) return { digits: [...code], focusIndex: index };
  return writeDigits(code, digits.length >= VERIFICATION_CODE_LENGTH ? 0 : index, digits);
}

import { isUtf8 } from 'node:buffer';
import { BadRequestException } from '@nestjs/common';

/**
 * Half of a UTF-16 surrogate pair with no other half ("\ud800" in JSON): not a character at all.
 * Validators, e-mail and URL encoders, drivers and databases each do something different with
 * it (throw, replace it, store it), so it is refused where requests arrive.
 */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Whether any string of a parsed JSON value, keys included, holds a lone surrogate. Walked without recursion. */
export function hasLoneSurrogate(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (LONE_SURROGATE.test(current)) return true;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (LONE_SURROGATE.test(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** The 400 for text that is not Unicode; `where` names the part of the request ("The request body", "filter"). */
export function malformedTextError(where: string): BadRequestException {
  return new BadRequestException(
    `${where} contains text that is not valid Unicode (half of a surrogate pair). Please send well-formed text`,
  );
}

/** Refuses a parsed JSON value that holds a lone surrogate. */
export function assertWellFormedText(where: string, value: unknown): void {
  if (hasLoneSurrogate(value)) throw malformedTextError(where);
}

/**
 * Whether the percent-escapes of a raw query string spell UTF-8. A lone surrogate can only reach
 * a URL as the bytes UTF-8 forbids (%ED%A0%80); the query parser would quietly turn them into
 * replacement characters. A '%' that starts no escape is left to the parser, as before.
 */
export function isUtf8Query(rawQuery: string): boolean {
  if (!rawQuery.includes('%')) return true;
  const bytes: number[] = [];
  for (let index = 0; index < rawQuery.length; index += 1) {
    const escape = rawQuery.slice(index + 1, index + 3);
    if (rawQuery[index] === '%' && /^[0-9a-f]{2}$/i.test(escape)) {
      bytes.push(parseInt(escape, 16));
      index += 2;
    } else {
      // Node refuses a request line with raw bytes above 0x7f, so every other character is one byte.
      bytes.push(rawQuery.charCodeAt(index));
    }
  }
  return isUtf8(Buffer.from(bytes));
}

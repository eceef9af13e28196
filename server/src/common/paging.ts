import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { ValidateBy } from 'class-validator';

/**
 * The largest whole number a JSON or query number holds exactly (2^53 − 1). A page, range or
 * sequence beyond it (1e20, 1e300, 9007199254740993) is refused rather than rounded: the database
 * would be handed an offset written with an exponent, which it cannot read.
 */
export const MAX_WHOLE_NUMBER = Number.MAX_SAFE_INTEGER;

/** Whether a paging number is a whole number from `min` to `max` (at most MAX_WHOLE_NUMBER). */
export function isWholeNumber(value: unknown, min: number, max = MAX_WHOLE_NUMBER): value is number {
  return (
    Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= Math.min(max, MAX_WHOLE_NUMBER)
  );
}

/** A paging number of a query string: read as a number, refused with `message` unless isWholeNumber. */
export function WholeNumber(min: number, message: string, max = MAX_WHOLE_NUMBER) {
  return applyDecorators(
    Type(() => Number),
    ValidateBy(
      { name: 'wholeNumber', validator: { validate: (value) => isWholeNumber(value, min, max) } },
      { message },
    ),
  );
}

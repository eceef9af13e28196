import { ValidateBy } from 'class-validator';
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../common-passwords.js';

/** A new password that is not one of the commonest (NIST SP 800-63B; common-passwords.ts). */
export function IsNotCommonPassword(): PropertyDecorator {
  return ValidateBy({
    name: 'isNotCommonPassword',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || !isCommonPassword(value),
      defaultMessage: () => COMMON_PASSWORD_MESSAGE,
    },
  });
}

/**
 * A phone number a telephone network could have: the number's country plan (libphonenumber's full
 * metadata: lengths and number patterns), not only a '+' and digits. "+1 999 9999 99999" is not one.
 */
export function IsDialablePhoneNumber(message: string): PropertyDecorator {
  return ValidateBy({
    name: 'isDialablePhoneNumber',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isValidPhoneNumber(value),
      defaultMessage: () => message,
    },
  });
}

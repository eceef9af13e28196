import { BadRequestException, Injectable } from '@nestjs/common';
import type { User } from '../users/user.entity.js';
import { AccountGuessLimiter } from './account-guess-limiter.js';
import { verifyPassword } from './passwords.js';

/**
 * The current password, asked again of a signed-in person before a change that needs it (a new
 * password or e-mail address, two-factor sign-in on or off, deleting the account). Wrong passwords
 * are limited per account, so a stolen access token cannot be used to guess it.
 */
@Injectable()
export class PasswordConfirmationService {
  constructor(private readonly guesses: AccountGuessLimiter) {}

  /** Passes when `password` is the account's; else a 400 sentence. `thenWhat` ends the advice to a Google-only account. */
  async confirm(user: Pick<User, 'id' | 'passwordHash'>, password: string, thenWhat?: string): Promise<void> {
    const hash = this.requirePassword(user, thenWhat);
    const { result: right } = await this.guesses.attempt(
      'password',
      user.id,
      () => verifyPassword(hash, password),
      (matched) => matched,
    );
    if (!right) throw new BadRequestException('Current password is incorrect');
  }

  /** The account's password hash; a Google-only account, which has none yet, is told how to set one. */
  requirePassword(user: Pick<User, 'passwordHash'>, thenWhat?: string): string {
    if (user.passwordHash) return user.passwordHash;
    throw new BadRequestException(
      `This account signs in with Google and has no password yet. Use "Forgot password?" on the sign-in page to set one${thenWhat ? `, then ${thenWhat}` : ''}`,
    );
  }
}

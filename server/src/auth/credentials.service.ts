import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AccountsService } from '../accounts/accounts.service.js';
import { Clock } from '../clock/clock.js';
import { UserLockService } from '../database/user-lock.service.js';
import { MailService } from '../mail/mail.service.js';
import { User } from '../users/user.entity.js';
import { normaliseEmail } from '../users/users.service.js';
import { accountMails } from './account-mails.js';
import { AccountTokensService, INVALID_LINK_MESSAGE } from './account-tokens.service.js';
import type { AuthUser } from '../access/current-user.decorator.js';
import type {
  ChangeEmailDto,
  ChangePasswordDto,
  EmailChangedResponseDto,
  MessageResponseDto,
  ResetPasswordDto,
  TokenPairResponseDto,
} from './dto/credential-changes.dto.js';
import { PasswordConfirmationService } from './password-confirmation.service.js';
import { hashPassword } from './passwords.js';
import { SessionsService } from './sessions.service.js';
import { TokensService } from './tokens.service.js';

const HOUR_MS = 60 * 60 * 1000;
/** Asked again within this time (a double click, an impatient retry), the link already sent is the answer. */
const RESET_LINK_RESEND_MS = 2 * 60 * 1000;
export const FORGOT_PASSWORD_ANSWER =
  'If an account uses this email address, a link to choose a new password is on its way. It works once, for one hour.';

/** Forgotten and changed passwords, and changes of e-mail address. */
@Injectable()
export class CredentialsService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly accountTokens: AccountTokensService,
    private readonly tokens: TokensService,
    private readonly sessions: SessionsService,
    private readonly mail: MailService,
    private readonly passwordConfirmation: PasswordConfirmationService,
    private readonly userLock: UserLockService,
    private readonly clock: Clock,
    private readonly mtAccounts: AccountsService,
  ) {}

  /**
   * The answer is the same, and as quick, whether or not the address has an account. A new link
   * leaves earlier ones working; one sent in the last two minutes is not sent again.
   */
  async forgotPassword(email: string): Promise<MessageResponseDto> {
    const user = await this.users.findOneBy({ email: normaliseEmail(email) });
    if (user && !user.disabledAt) {
      this.mail.sendInBackground(user.email, () =>
        this.userLock.run(user.id, async (manager) => {
          const recently = new Date(this.clock.now().getTime() - RESET_LINK_RESEND_MS);
          if (await this.accountTokens.issuedSince(user.id, 'password-reset', recently, manager)) return null;
          const token = await this.accountTokens.issue(user.id, 'password-reset', HOUR_MS, { manager });
          return accountMails.passwordReset(this.mail.link('/reset-password', { token }));
        }),
      );
    }
    return { message: FORGOT_PASSWORD_ANSWER };
  }

  /** Says when its page opens whether a reset link still works, so nobody types a password for nothing. */
  async checkResetLink(token: string): Promise<MessageResponseDto> {
    const stored = await this.accountTokens.usable(token, 'password-reset');
    const user = await this.users.findOneBy({ id: stored.userId });
    if (!user || user.disabledAt) throw new BadRequestException(INVALID_LINK_MESSAGE);
    return { message: 'This link works: choose your new password.' };
  }

  async resetPassword(input: ResetPasswordDto): Promise<MessageResponseDto> {
    const token = await this.accountTokens.redeem(input.token, 'password-reset');
    const user = await this.users.findOneBy({ id: token.userId });
    if (!user || user.disabledAt) throw new BadRequestException(INVALID_LINK_MESSAGE);
    await this.setPassword(user, input.password, 'reset');
    return { message: 'Your password has been changed. Please sign in with it.' };
  }

  /** Ends every other session; the caller's device gets a fresh pair of tokens. */
  async changePassword(caller: AuthUser, input: ChangePasswordDto): Promise<TokenPairResponseDto> {
    const user = await this.getOrFail(caller.id);
    await this.passwordConfirmation.confirm(user, input.currentPassword);
    if (input.currentPassword === input.newPassword)
      throw new BadRequestException('The new password must differ from the current one');
    await this.setPassword(user, input.newPassword, 'change');
    // Issued in the new token generation, so this device stays signed in, as it was signed in.
    const { accessToken, refreshToken } = await this.tokens.issue(await this.getOrFail(caller.id), {
      secondFactor: caller.secondFactor,
    });
    return { accessToken, refreshToken };
  }

  /**
   * The same answer whether or not another account has the new address, so that this cannot be
   * used to find out who has an account: that account's owner is told instead.
   */
  async requestEmailChange(userId: number, input: ChangeEmailDto): Promise<MessageResponseDto> {
    const user = await this.getOrFail(userId);
    await this.passwordConfirmation.confirm(user, input.password);
    const newEmail = normaliseEmail(input.newEmail);
    if (newEmail === user.email) throw new BadRequestException('This is already your email address');
    const taken = await this.users.existsBy({ email: newEmail });
    // The link is made in the background too, so that both answers take as long.
    this.mail.sendInBackground(newEmail, async () => {
      if (taken) return accountMails.emailAlreadyRegistered(this.mail.link('/login'));
      // Only the newest address asked for may be confirmed.
      await this.accountTokens.revokeAll(user.id, 'email-change');
      const token = await this.accountTokens.issue(user.id, 'email-change', 24 * HOUR_MS, { newEmail });
      return accountMails.confirmEmailChange(newEmail, this.mail.link('/confirm-email', { token }));
    });
    this.mail.sendInBackground(user.email, accountMails.emailChangeRequested(newEmail, this.mail.link('/login')));
    return {
      message: `We have sent a message to ${newEmail}. If the address can be used, it holds a confirmation link: your email address changes when you open it.`,
    };
  }

  /**
   * The new address, and every session ends but the one of the device that opened the link (named
   * by its refresh token, when it is this account's): a session signed in under the old address
   * may be the very one the owner lost.
   */
  async confirmEmailChange(tokenValue: string, refreshToken?: string): Promise<EmailChangedResponseDto> {
    const token = await this.accountTokens.redeem(tokenValue, 'email-change');
    const user = await this.users.findOneBy({ id: token.userId });
    if (!user || user.disabledAt || !token.newEmail) throw new BadRequestException(INVALID_LINK_MESSAGE);
    const previous = user.email;
    if (await this.users.existsBy({ email: token.newEmail }))
      throw new ConflictException('An account with this email already exists');
    user.email = token.newEmail;
    await this.users.save(user).catch(() => {
      // Another account took the address a moment ago: the unique index decides.
      throw new ConflictException('An account with this email already exists');
    });
    // Reset links went to the old address: whoever reads that mailbox now must not set the password.
    await this.accountTokens.revokeAll(user.id, 'password-reset');
    const device = refreshToken ? await this.tokens.live(refreshToken) : null;
    await this.tokens.revokeAllForUser(user.id);
    await this.sessions.endAll(user.id);
    this.mail.sendInBackground(previous, accountMails.emailChanged(user.email));
    const answer = { email: user.email, message: `Your email address is now ${user.email}.` };
    if (device?.userId !== user.id) return answer;
    // Issued in the new token generation, so this device stays signed in, as it was signed in.
    const { accessToken, refreshToken: next } = await this.tokens.issue(await this.getOrFail(user.id), {
      secondFactor: device.secondFactor,
      familyId: device.familyId,
    });
    return { ...answer, session: { accessToken, refreshToken: next } };
  }

  /**
   * The new password, every other session ended, outstanding reset links void, a notice sent. A
   * reset (by e-mailed link: the owner may have lost control of the account) also revokes every
   * Expert Advisor key, which whoever had the password could read; a change (with the current
   * password) keeps them, and the notice says which work on.
   */
  private async setPassword(user: User, password: string, how: 'reset' | 'change'): Promise<void> {
    await this.users.update({ id: user.id }, { passwordHash: await hashPassword(password) });
    // Refresh tokens revoked and the token generation bumped: every access token so far stops working.
    await this.tokens.revokeAllForUser(user.id);
    await this.sessions.endAll(user.id);
    await this.accountTokens.revokeAll(user.id, 'password-reset');
    await this.accountTokens.revokeAll(user.id, 'email-change');
    const signIn = this.mail.link('/login');
    if (how === 'reset') {
      const revoked = (await this.mtAccounts.revokeAllKeys(user.id)).map((account) => account.mtId);
      this.mail.sendInBackground(user.email, accountMails.passwordWasReset(signIn, revoked));
    } else {
      const keyed = (await this.mtAccounts.keyed(user.id)).map((account) => account.mtId);
      this.mail.sendInBackground(user.email, accountMails.passwordChanged(signIn, keyed));
    }
  }

  private async getOrFail(userId: number): Promise<User> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw new NotFoundException('Account not found');
    return user;
  }
}

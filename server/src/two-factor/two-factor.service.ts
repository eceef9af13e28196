import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { AuthUser } from '../access/current-user.decorator.js';
import { PasswordConfirmationService } from '../auth/password-confirmation.service.js';
import { SessionsService } from '../auth/sessions.service.js';
import { TokensService } from '../auth/tokens.service.js';
import { Clock } from '../clock/clock.js';
import { MailService } from '../mail/mail.service.js';
import { AccessPolicy } from '../access/access-policy.js';
import { User } from '../users/user.entity.js';
import type {
  RecoveryCodesDto,
  TwoFactorEnabledDto,
  TwoFactorSetupDto,
  TwoFactorStatusDto,
} from './dto/two-factor.dto.js';
import { RecoveryCode } from './recovery-code.entity.js';
import { SecondFactorService, type CodeCheck } from './second-factor.service.js';
import { SignInChallenge } from './sign-in-challenge.entity.js';
import { newTotpSecret, totpUri } from './totp.js';
import { TwoFactorCredential } from './two-factor-credential.entity.js';
import { twoFactorMails } from './two-factor-mails.js';

const NOT_ON = 'Two-factor sign-in is not on for this account';
const TURN_ON = 'set up two-factor sign-in';
const TURN_OFF = 'turn two-factor sign-in off';

/** A refused code, in a sentence: spent, or simply not right. */
export function codeProblem(result: CodeCheck): string {
  return result === 'used'
    ? 'This code was already used. Please wait for the next one in your authenticator app'
    : 'That code is not right. Check that the time on your phone is correct and try again';
}

/** Turning two-factor sign-in on and off, and the recovery codes, from the person's own profile. */
@Injectable()
export class TwoFactorService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly secondFactor: SecondFactorService,
    private readonly policy: AccessPolicy,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly passwordConfirmation: PasswordConfirmationService,
    private readonly tokens: TokensService,
    private readonly sessions: SessionsService,
  ) {}

  async isEnabled(userId: number): Promise<boolean> {
    return Boolean((await this.secondFactor.credentialOf(userId))?.enabledAt);
  }

  async status(user: AuthUser): Promise<TwoFactorStatusDto> {
    const [credential, requiredForRole] = await Promise.all([
      this.secondFactor.credentialOf(user.id),
      this.policy.twoFactorRequiredFor(user.role),
    ]);
    const enabled = Boolean(credential?.enabledAt);
    return {
      enabled,
      enabledAt: credential?.enabledAt?.toISOString() ?? null,
      recoveryCodesLeft: enabled ? await this.secondFactor.recoveryCodesLeft(user.id) : 0,
      requiredForRole,
    };
  }

  /**
   * A new secret, kept encrypted and pending until a code from it confirms the set-up. An account
   * without a password hears at once that turning it on will ask for one.
   */
  async beginSetup(user: AuthUser): Promise<TwoFactorSetupDto> {
    const existing = await this.secondFactor.credentialOf(user.id);
    if (existing?.enabledAt) throw new ConflictException('Two-factor sign-in is already on for this account');
    this.passwordConfirmation.requirePassword(await this.account(user.id), TURN_ON);
    const secret = newTotpSecret();
    const repository = this.dataSource.getRepository(TwoFactorCredential);
    const fields = {
      secretCiphertext: this.secondFactor.sealSecret(user.id, secret),
      enabledAt: null,
      lastUsedStep: null,
      recoverySalt: null,
    };
    if (existing) await repository.save(Object.assign(existing, fields));
    else
      await repository.save(repository.create({ userId: user.id, ...fields })).catch(async () => {
        // Two set-ups begun at once: the unique user id lets one insert win; the later secret counts.
        await repository.update({ userId: user.id }, fields);
      });
    return { secret, otpauthUri: totpUri(secret, user.email) };
  }

  /**
   * Needs the password again and a code from the new secret. Every other session ends (one signed
   * in with the password alone must not carry on); this device gets new tokens, signed in with the
   * second factor it has just proved.
   */
  async enable(user: AuthUser, password: string, code: string): Promise<TwoFactorEnabledDto> {
    const credential = await this.secondFactor.credentialOf(user.id);
    if (credential?.enabledAt) throw new ConflictException('Two-factor sign-in is already on for this account');
    if (!credential) throw new BadRequestException('Please start the set-up first: it shows the QR code to scan');
    await this.passwordConfirmation.confirm(await this.account(user.id), password, TURN_ON);
    const result = await this.secondFactor.check(credential, code, false);
    if (result !== 'totp') throw new BadRequestException(codeProblem(result));
    const recoveryCodes = await this.dataSource.transaction(async (manager) => {
      credential.enabledAt = this.clock.now();
      await this.audit.record(
        user,
        'two-factor.enable',
        { type: 'user', id: user.id },
        { twoFactor: [false, true] },
        manager,
      );
      await this.tokens.revokeAllForUser(user.id, manager);
      await this.sessions.endAll(user.id, manager);
      // Saves the credential with enabledAt; after the commit the access caches drop the user.
      return this.secondFactor.replaceRecoveryCodes(credential, manager);
    });
    const { accessToken, refreshToken } = await this.tokens.issue(await this.account(user.id), { secondFactor: true });
    this.mail.sendInBackground(user.email, twoFactorMails.enabled(this.mail.link('/profile')));
    return { recoveryCodes, accessToken, refreshToken };
  }

  /** Needs a current app code: a stolen session alone must not mint codes that open the account. */
  async regenerateRecoveryCodes(user: AuthUser, code: string): Promise<RecoveryCodesDto> {
    const credential = await this.enabledCredential(user.id);
    const result = await this.secondFactor.check(credential, code, false);
    if (result !== 'totp') throw new BadRequestException(codeProblem(result));
    const recoveryCodes = await this.dataSource.transaction(async (manager) => {
      await this.audit.record(
        user,
        'two-factor.recovery-codes',
        { type: 'user', id: user.id },
        { recoveryCodes: 'replaced' },
        manager,
      );
      return this.secondFactor.replaceRecoveryCodes(credential, manager);
    });
    return { recoveryCodes };
  }

  async disable(user: AuthUser, password: string, code: string): Promise<TwoFactorStatusDto> {
    const credential = await this.enabledCredential(user.id);
    if (await this.policy.twoFactorRequiredFor(user.role))
      throw new ForbiddenException(
        'Two-factor sign-in is required for admin and support accounts. An admin can lift the requirement in the admin Settings',
      );
    await this.passwordConfirmation.confirm(await this.account(user.id), password, TURN_OFF);
    const result = await this.secondFactor.check(credential, code, true);
    if (result !== 'totp' && result !== 'recovery') throw new BadRequestException(codeProblem(result));
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(RecoveryCode, { userId: user.id });
      await manager.delete(SignInChallenge, { userId: user.id });
      // Removed as an entity, so the access-state cache hears whose it was.
      await manager.remove(credential);
      await this.audit.record(
        user,
        'two-factor.disable',
        { type: 'user', id: user.id },
        { twoFactor: [true, false] },
        manager,
      );
    });
    this.mail.sendInBackground(user.email, twoFactorMails.disabled(this.mail.link('/profile')));
    return this.status(user);
  }

  private async account(userId: number): Promise<User> {
    const account = await this.dataSource.getRepository(User).findOneBy({ id: userId });
    if (!account) throw new NotFoundException('Account not found');
    return account;
  }

  private async enabledCredential(userId: number): Promise<TwoFactorCredential> {
    const credential = await this.secondFactor.credentialOf(userId);
    if (!credential?.enabledAt) throw new BadRequestException(NOT_ON);
    return credential;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository, type EntityManager } from 'typeorm';
import { AccountGuessLimiter, GUESS_WINDOW_SECONDS } from '../auth/account-guess-limiter.js';
import { Clock } from '../clock/clock.js';
import { AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/mail.service.js';
import { User } from '../users/user.entity.js';
import { hashRecoveryCode, newRecoveryCodes, newRecoverySalt, normaliseRecoveryCode } from './recovery-codes.js';
import { RecoveryCode } from './recovery-code.entity.js';
import { SecretBox } from './secret-box.js';
import { checkTotp, isTotpCode } from './totp.js';
import { TwoFactorCredential } from './two-factor-credential.entity.js';
import { twoFactorMails } from './two-factor-mails.js';

/** What a code turned out to be: a fresh app code, an unused recovery code, spent, or wrong. */
export type CodeCheck = 'totp' | 'recovery' | 'used' | 'wrong';

const contextOf = (userId: number) => `user:${userId}`;

/**
 * The second factor itself: the encrypted authenticator secret, codes checked once each (an app
 * code's time step and a recovery code are claimed by a conditional update, so two requests with
 * one code cannot both pass), and the hashed recovery codes. Wrong codes are limited per account,
 * whatever the challenge or client address; the owner is told when they reach the limit.
 */
@Injectable()
export class SecondFactorService {
  private readonly box: SecretBox;

  constructor(
    @InjectRepository(TwoFactorCredential) private readonly credentials: Repository<TwoFactorCredential>,
    @InjectRepository(RecoveryCode) private readonly recoveryCodes: Repository<RecoveryCode>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly guesses: AccountGuessLimiter,
    private readonly mail: MailService,
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    this.box = new SecretBox(config.totpEncryptionKey, 'totp-secret');
  }

  credentialOf(userId: number): Promise<TwoFactorCredential | null> {
    return this.credentials.findOneBy({ userId });
  }

  sealSecret(userId: number, secret: string): string {
    return this.box.seal(secret, contextOf(userId));
  }

  /**
   * Checks a 6-digit app code, or (when allowed) a recovery code, and spends it. `wrong` also
   * covers a secret that no longer opens (the key changed): the person cannot pass either way.
   * Over the account's limit of wrong codes, a 429 and no check at all.
   */
  async check(credential: TwoFactorCredential, code: string, allowRecovery: boolean): Promise<CodeCheck> {
    const { result, exhausted } = await this.guesses.attempt(
      'code',
      credential.userId,
      () => {
        if (isTotpCode(code)) return this.checkAppCode(credential, code);
        return allowRecovery ? this.spendRecoveryCode(credential, code) : Promise.resolve<CodeCheck>('wrong');
      },
      (outcome) => outcome === 'totp' || outcome === 'recovery',
    );
    if (exhausted) await this.noticeWrongCodes(credential.userId);
    return result;
  }

  /**
   * A new set of recovery codes under a new salt; the earlier ones stop working. Saves the
   * credential whole (with any other change the caller made to it), so caches hear whose it is.
   */
  async replaceRecoveryCodes(credential: TwoFactorCredential, manager: EntityManager): Promise<string[]> {
    const codes = newRecoveryCodes();
    credential.recoverySalt = newRecoverySalt();
    await manager.save(credential);
    const salt = credential.recoverySalt;
    await manager.delete(RecoveryCode, { userId: credential.userId });
    const repository = manager.getRepository(RecoveryCode);
    await repository.save(
      codes.map((code) =>
        repository.create({
          userId: credential.userId,
          codeHash: hashRecoveryCode(normaliseRecoveryCode(code)!, salt),
          usedAt: null,
        }),
      ),
    );
    return codes;
  }

  recoveryCodesLeft(userId: number): Promise<number> {
    return this.recoveryCodes.countBy({ userId, usedAt: IsNull() });
  }

  private async noticeWrongCodes(userId: number): Promise<void> {
    const user = await this.users.findOne({ where: { id: userId }, select: { id: true, email: true } });
    if (user)
      this.mail.sendInBackground(
        user.email,
        twoFactorMails.wrongCodes(GUESS_WINDOW_SECONDS / 60, this.mail.link('/forgot-password')),
      );
  }

  private async checkAppCode(credential: TwoFactorCredential, code: string): Promise<CodeCheck> {
    let secret: string;
    try {
      secret = this.box.open(credential.secretCiphertext, contextOf(credential.userId));
    } catch {
      return 'wrong';
    }
    const result = await checkTotp(secret, code, this.clock.now(), credential.lastUsedStep);
    if (result.outcome !== 'valid') return result.outcome;
    // Not through the entity listeners: a spent step changes nothing any cache holds.
    const claimed = await this.credentials
      .createQueryBuilder()
      .update(TwoFactorCredential)
      .set({ lastUsedStep: result.step })
      .where('id = :id AND (lastUsedStep IS NULL OR lastUsedStep < :step)', { id: credential.id, step: result.step })
      .callListeners(false)
      .execute();
    if (!claimed.affected) return 'used';
    credential.lastUsedStep = result.step;
    return 'totp';
  }

  private async spendRecoveryCode(credential: TwoFactorCredential, code: string): Promise<CodeCheck> {
    const normalised = normaliseRecoveryCode(code);
    if (!normalised || !credential.recoverySalt) return 'wrong';
    const codeHash = hashRecoveryCode(normalised, credential.recoverySalt);
    const stored = await this.recoveryCodes.findOneBy({ userId: credential.userId, codeHash });
    if (!stored) return 'wrong';
    if (stored.usedAt) return 'used';
    const claimed = await this.recoveryCodes.update({ id: stored.id, usedAt: IsNull() }, { usedAt: this.clock.now() });
    return claimed.affected ? 'recovery' : 'used';
  }
}

import { createHash, randomBytes } from 'node:crypto';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { MailService } from '../mail/mail.service.js';
import { User } from '../users/user.entity.js';
import type { TwoFactorChallengeDto } from './dto/two-factor.dto.js';
import { SecondFactorService } from './second-factor.service.js';
import { SignInChallenge } from './sign-in-challenge.entity.js';
import { codeProblem } from './two-factor.service.js';
import { twoFactorMails } from './two-factor-mails.js';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong codes one challenge takes before the password must be given again. */
export const CHALLENGE_ATTEMPTS = 5;
const TIMED_OUT = 'This sign-in has timed out. Please sign in again';
const TOO_MANY = 'Too many wrong codes. Please sign in again';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The second step of signing in: after the password (or Google) a short-lived, single-use
 * challenge instead of tokens; the challenge and a code from the app or a recovery code then
 * name the user to sign in.
 */
@Injectable()
export class TwoFactorSignInService {
  constructor(
    @InjectRepository(SignInChallenge) private readonly challenges: Repository<SignInChallenge>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly secondFactor: SecondFactorService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  async challengeFor(userId: number): Promise<TwoFactorChallengeDto> {
    const challenge = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.clock.now().getTime() + CHALLENGE_TTL_MS);
    await this.challenges.save(
      this.challenges.create({ userId, tokenHash: hashOf(challenge), expiresAt, attempts: 0, usedAt: null }),
    );
    return { twoFactorRequired: true, challenge, expiresAt: expiresAt.toISOString() };
  }

  /** The id of the user the challenge was made for, once the code checks out; else a 401 sentence. */
  async complete(challengeToken: string, code: string): Promise<number> {
    const challenge = await this.challenges.findOneBy({ tokenHash: hashOf(challengeToken) });
    const now = this.clock.now();
    if (!challenge || challenge.usedAt || challenge.expiresAt.getTime() <= now.getTime())
      throw new UnauthorizedException(TIMED_OUT);
    const credential = await this.secondFactor.credentialOf(challenge.userId);
    if (!credential?.enabledAt) throw new UnauthorizedException(TIMED_OUT);

    const result = await this.secondFactor.check(credential, code, true);
    if (result === 'used' || result === 'wrong') {
      await this.countWrongCode(challenge);
      throw new UnauthorizedException(challenge.attempts + 1 >= CHALLENGE_ATTEMPTS ? TOO_MANY : codeProblem(result));
    }
    // Two requests with one challenge: the conditional update lets exactly one of them through.
    const claimed = await this.challenges.update({ id: challenge.id, usedAt: IsNull() }, { usedAt: now });
    if (!claimed.affected) throw new UnauthorizedException(TIMED_OUT);
    if (result === 'recovery') await this.noticeRecoveryCodeUsed(challenge.userId);
    return challenge.userId;
  }

  /** One more wrong code; counted in the database, so wrong codes sent at once all count. */
  private async countWrongCode(challenge: SignInChallenge): Promise<void> {
    await this.challenges
      .createQueryBuilder()
      .update(SignInChallenge)
      .set({ attempts: () => 'attempts + 1' })
      .where('id = :id', { id: challenge.id })
      .execute();
    await this.challenges
      .createQueryBuilder()
      .update(SignInChallenge)
      .set({ usedAt: this.clock.now() })
      .where('id = :id AND attempts >= :limit AND usedAt IS NULL', { id: challenge.id, limit: CHALLENGE_ATTEMPTS })
      .execute();
  }

  private async noticeRecoveryCodeUsed(userId: number): Promise<void> {
    const [user, left] = await Promise.all([
      this.users.findOne({ where: { id: userId }, select: { id: true, email: true } }),
      this.secondFactor.recoveryCodesLeft(userId),
    ]);
    if (user) this.mail.sendInBackground(user.email, twoFactorMails.recoveryCodeUsed(left, this.mail.link('/profile')));
  }
}

import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, MoreThanOrEqual, Repository, type EntityManager } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { AccountToken, type AccountTokenPurpose } from './account-token.entity.js';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const INVALID_LINK_MESSAGE = 'This link is invalid, already used or expired. Please ask for a new one.';

/** Issues and redeems the single-use tokens that account e-mails carry. */
@Injectable()
export class AccountTokensService {
  constructor(
    @InjectRepository(AccountToken) private readonly tokens: Repository<AccountToken>,
    private readonly clock: Clock,
  ) {}

  /**
   * A new token for the user. Earlier ones keep working until used, expired or revoked; pass the
   * manager of a transaction that holds the user's lock.
   */
  async issue(
    userId: number,
    purpose: AccountTokenPurpose,
    validForMs: number,
    { newEmail = null, manager }: { newEmail?: string | null; manager?: EntityManager } = {},
  ): Promise<string> {
    const repository = manager?.getRepository(AccountToken) ?? this.tokens;
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await repository.save(
      repository.create({
        userId,
        purpose,
        tokenHash: hashOf(token),
        newEmail,
        createdAt: now,
        expiresAt: new Date(now.getTime() + validForMs),
        usedAt: null,
      }),
    );
    return token;
  }

  /** Whether a token of this purpose issued at or after `since` still works. */
  async issuedSince(
    userId: number,
    purpose: AccountTokenPurpose,
    since: Date,
    manager?: EntityManager,
  ): Promise<boolean> {
    return (manager?.getRepository(AccountToken) ?? this.tokens).existsBy({
      userId,
      purpose,
      usedAt: IsNull(),
      createdAt: MoreThanOrEqual(since),
      expiresAt: MoreThan(this.clock.now()),
    });
  }

  /** The token, when it could still be redeemed (unused, unexpired); else the same refusal as redeem. */
  async usable(token: string, purpose: AccountTokenPurpose): Promise<AccountToken> {
    const stored = await this.tokens.findOneBy({ tokenHash: hashOf(token), purpose });
    if (!stored || stored.usedAt || stored.expiresAt.getTime() <= this.clock.now().getTime())
      throw new BadRequestException(INVALID_LINK_MESSAGE);
    return stored;
  }

  /** Marks the token used and returns it; a second use, an expired or unknown token is refused. */
  async redeem(token: string, purpose: AccountTokenPurpose): Promise<AccountToken> {
    const stored = await this.usable(token, purpose);
    const now = this.clock.now();
    // Two clicks at once: the conditional update lets exactly one of them through.
    const claimed = await this.tokens.update({ id: stored.id, usedAt: IsNull() }, { usedAt: now });
    if (!claimed.affected) throw new BadRequestException(INVALID_LINK_MESSAGE);
    return stored;
  }

  async revokeAll(userId: number, purpose: AccountTokenPurpose): Promise<void> {
    await this.tokens.update({ userId, purpose, usedAt: IsNull() }, { usedAt: this.clock.now() });
  }
}

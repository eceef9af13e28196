import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
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

  /** A new token for the user; any earlier unused one of the same purpose stops working. */
  async issue(
    userId: number,
    purpose: AccountTokenPurpose,
    validForMs: number,
    newEmail: string | null = null,
  ): Promise<string> {
    await this.revokeAll(userId, purpose);
    const token = randomBytes(32).toString('base64url');
    await this.tokens.save(
      this.tokens.create({
        userId,
        purpose,
        tokenHash: hashOf(token),
        newEmail,
        expiresAt: new Date(this.clock.now().getTime() + validForMs),
        usedAt: null,
      }),
    );
    return token;
  }

  /** Marks the token used and returns it; a second use, an expired or unknown token is refused. */
  async redeem(token: string, purpose: AccountTokenPurpose): Promise<AccountToken> {
    const stored = await this.tokens.findOneBy({ tokenHash: hashOf(token), purpose });
    const now = this.clock.now();
    if (!stored || stored.usedAt || stored.expiresAt.getTime() <= now.getTime())
      throw new BadRequestException(INVALID_LINK_MESSAGE);
    // Two clicks at once: the conditional update lets exactly one of them through.
    const claimed = await this.tokens.update({ id: stored.id, usedAt: IsNull() }, { usedAt: now });
    if (!claimed.affected) throw new BadRequestException(INVALID_LINK_MESSAGE);
    return stored;
  }

  async revokeAll(userId: number, purpose: AccountTokenPurpose): Promise<void> {
    await this.tokens.update({ userId, purpose, usedAt: IsNull() }, { usedAt: this.clock.now() });
  }
}

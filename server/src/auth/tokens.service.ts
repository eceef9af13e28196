import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ApiProperty } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository, type EntityManager } from 'typeorm';
import type { User } from '../users/user.entity.js';
import { RefreshToken } from './refresh-token.entity.js';

export interface AccessTokenPayload {
  sub: string;
  role: string;
  /** The user's token generation at issue; absent in tokens issued before generations existed. */
  gen?: number;
  /** The session was signed in with a second factor; absent when it was not. */
  mfa?: true;
}

export class TokenPair {
  @ApiProperty({ description: 'A JWT, valid for 15 minutes; send it as a bearer token.' })
  accessToken!: string;

  @ApiProperty({ description: 'Opaque; single use: each refresh returns a new one.' })
  refreshToken!: string;
}

export const ACCESS_TOKEN_TTL = '15m';
const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Short-lived JWT access tokens and rotating, stored-hashed refresh tokens. */
@Injectable()
export class TokensService {
  constructor(
    private readonly jwt: JwtService,
    @InjectRepository(RefreshToken) private readonly refreshTokens: Repository<RefreshToken>,
  ) {}

  /**
   * A new session for the user, or (with `familyId`) the next pair of one. `secondFactor` says the
   * session was signed in with a second factor, which the staff's two-factor rule asks for.
   */
  async issue(
    user: User,
    { secondFactor, familyId = randomUUID() }: { secondFactor: boolean; familyId?: string },
  ): Promise<TokenPair & { refreshTokenId: number }> {
    const refreshToken = randomBytes(32).toString('base64url');
    const stored = await this.refreshTokens.save(
      this.refreshTokens.create({
        userId: user.id,
        tokenHash: hashOf(refreshToken),
        familyId,
        expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
        revokedAt: null,
        replacedById: null,
        secondFactor,
      }),
    );
    // Signed with the key the JwtModule was registered with (auth.module.ts).
    const accessToken = await this.jwt.signAsync({
      sub: String(user.id),
      role: user.role,
      gen: user.tokenGeneration,
      ...(secondFactor ? { mfa: true as const } : {}),
    } satisfies AccessTokenPayload);
    return { accessToken, refreshToken, refreshTokenId: stored.id };
  }

  /**
   * Trades a refresh token for a new pair. A token that was already used (or revoked) is a sign
   * of theft: the whole family is revoked and the caller must sign in again.
   */
  async rotate(refreshToken: string, loadUser: (userId: number) => Promise<User | null>): Promise<TokenPair> {
    const current = await this.refreshTokens.findOneBy({ tokenHash: hashOf(refreshToken) });
    if (!current) throw new UnauthorizedException('Refresh failed');
    if (current.revokedAt) {
      await this.revokeFamily(current.familyId);
      throw new UnauthorizedException('Refresh failed');
    }
    if (current.expiresAt.getTime() <= Date.now()) throw new UnauthorizedException('Refresh failed');
    const user = await loadUser(current.userId);
    if (!user || user.disabledAt) {
      await this.revokeFamily(current.familyId);
      throw new UnauthorizedException('Refresh failed');
    }

    // Only one request can claim a token: the conditional update is the lock.
    const claimed = await this.refreshTokens.update({ id: current.id, revokedAt: IsNull() }, { revokedAt: new Date() });
    if (!claimed.affected) {
      await this.revokeFamily(current.familyId);
      throw new UnauthorizedException('Refresh failed');
    }
    const next = await this.issue(user, { secondFactor: current.secondFactor, familyId: current.familyId });
    await this.refreshTokens.update({ id: current.id }, { replacedById: next.refreshTokenId });
    return { accessToken: next.accessToken, refreshToken: next.refreshToken };
  }

  /** Revokes one refresh token; answers whose it was, or null when it is unknown or already revoked. */
  async revoke(refreshToken: string): Promise<number | null> {
    const current = await this.refreshTokens.findOneBy({ tokenHash: hashOf(refreshToken), revokedAt: IsNull() });
    if (!current) return null;
    const revoked = await this.refreshTokens.update({ id: current.id, revokedAt: IsNull() }, { revokedAt: new Date() });
    return revoked.affected ? current.userId : null;
  }

  /** The refresh token's row while it still works (unspent, unrevoked, unexpired); else null. */
  async live(refreshToken: string): Promise<RefreshToken | null> {
    const current = await this.refreshTokens.findOneBy({ tokenHash: hashOf(refreshToken), revokedAt: IsNull() });
    return current && current.expiresAt.getTime() > Date.now() ? current : null;
  }

  /** Ends every session of the user for good: no refresh token of theirs works any more. */
  async revokeAllForUser(userId: number, manager: EntityManager = this.refreshTokens.manager): Promise<void> {
    await manager.update(RefreshToken, { userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.refreshTokens.update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}

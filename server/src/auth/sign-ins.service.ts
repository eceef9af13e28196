import { ApiProperty } from '@nestjs/swagger';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { User } from '../users/user.entity.js';
import { RefreshToken } from './refresh-token.entity.js';

/** How many sign-ins the user's page lists. */
const RECENT_SIGN_INS = 10;

/** One sign-in (a session: the refresh tokens descended from it) as staff see it. */
export class SignInDto {
  @ApiProperty({ format: 'date-time' })
  signedInAt!: string;

  @ApiProperty({
    format: 'date-time',
    description: 'When the session last renewed its access (it does so every 15 minutes of use).',
  })
  lastSeenAt!: string;

  @ApiProperty({ description: 'The sign-in passed a second factor (an authenticator app or recovery code).' })
  secondFactor!: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'When the session ended (signed out, ended by a password change or an admin, or timed out); null while it lasts.',
  })
  endedAt!: string | null;
}

/** A user's recent sign-ins, read from their sessions' refresh tokens; nothing here changes a session. */
@Injectable()
export class SignInsService {
  constructor(
    @InjectRepository(RefreshToken) private readonly tokens: Repository<RefreshToken>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly clock: Clock,
  ) {}

  async recent(userId: number): Promise<SignInDto[]> {
    if (!(await this.users.existsBy({ id: userId }))) throw new NotFoundException('User not found');
    // Each session's first and newest token (ids grow with time), newest sessions first.
    const sessions = await this.tokens
      .createQueryBuilder('token')
      .select('MIN(token.id)', 'firstId')
      .addSelect('MAX(token.id)', 'lastId')
      .where('token.userId = :userId', { userId })
      .groupBy('token.familyId')
      .orderBy('MIN(token.id)', 'DESC')
      .limit(RECENT_SIGN_INS)
      .getRawMany<{ firstId: number | string; lastId: number | string }>();
    const ids = sessions.flatMap((session) => [Number(session.firstId), Number(session.lastId)]);
    const byId = new Map(
      (await this.tokens.findBy({ id: In(ids.length ? ids : [0]) })).map((token) => [token.id, token]),
    );
    const now = this.clock.now().getTime();
    return sessions.map((session) => {
      const first = byId.get(Number(session.firstId))!;
      const last = byId.get(Number(session.lastId))!;
      const endedAt = last.revokedAt ?? (last.expiresAt.getTime() <= now ? last.expiresAt : null);
      return {
        signedInAt: first.createdAt.toISOString(),
        lastSeenAt: last.createdAt.toISOString(),
        secondFactor: first.secondFactor,
        endedAt: endedAt?.toISOString() ?? null,
      };
    });
  }
}

import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { User } from '../users/user.entity.js';
import type { AccessState } from '../access/access-state.js';
import { AccessStateCache } from './access-state.cache.js';
import type { AccessTokenPayload } from './tokens.service.js';

/**
 * Who a verified access token speaks for, checked against the account as it is now (from the
 * access-state cache): a disabled account, or a token issued before the user's sessions were
 * ended, is refused.
 */
@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly access: AccessStateCache,
  ) {}

  async userFor(payload: AccessTokenPayload): Promise<AccessState> {
    return this.checked(payload, await this.access.get(Number(payload.sub)));
  }

  /** userFor without waiting: undefined when the account is not in memory now. Refuses as userFor does. */
  userForNow(payload: AccessTokenPayload): AccessState | undefined {
    const state = this.access.peek(Number(payload.sub));
    return state === undefined ? undefined : this.checked(payload, state);
  }

  private checked(payload: AccessTokenPayload, state: AccessState | null): AccessState {
    if (!state || state.disabled)
      throw new UnauthorizedException('This account is not available. Please sign in again');
    if ((payload.gen ?? 0) !== state.tokenGeneration)
      throw new UnauthorizedException('Your session has expired. Please sign in again');
    return state;
  }

  /**
   * Ends every access token issued to the user so far (logout, password change). Refresh tokens
   * are the caller's business: a device that still holds a valid one gets a new access token.
   */
  async endAll(userId: number, manager: EntityManager = this.users.manager): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(User)
      .set({ tokenGeneration: () => 'tokenGeneration + 1' })
      .where('id = :userId', { userId })
      .callListeners(false)
      .execute();
    this.access.drop(userId);
  }
}

import { Injectable } from '@nestjs/common';
import { AccessStateCache } from '../auth/access-state.cache.js';
import type { AuthUser } from '../auth/current-user.decorator.js';
import { SignalDelays } from '../plans/signal-delays.cache.js';

/** When a caller sees a new signal: their plan's delay after publication (plans.md); admins at once. */
@Injectable()
export class SignalVisibility {
  constructor(
    private readonly access: AccessStateCache,
    private readonly delays: SignalDelays,
  ) {}

  async delayMinutes(user: Pick<AuthUser, 'id' | 'role'>): Promise<number> {
    if (user.role === 'admin') return 0;
    const planType = (await this.access.get(user.id))?.subscription?.planType;
    return planType ? this.delays.minutesFor(planType) : 0;
  }
}

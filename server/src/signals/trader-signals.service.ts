import { Injectable, NotFoundException } from '@nestjs/common';
import { AccessStateCache } from '../auth/access-state.cache.js';
import { Clock } from '../clock/clock.js';
import { hasAccess } from '../subscriptions/subscription-rules.js';
import type { TraderSignalsDto } from './dto/trader-signals.dto.js';
import { SignalVisibility } from './signal-visibility.service.js';
import { SignalsService } from './signals.service.js';

/**
 * The signals a trader sees now, by the rules GET /api/ai-signals applies to them (the paid-access
 * guard, the plan's delay), so support can look at what the customer is looking at.
 */
@Injectable()
export class TraderSignalsService {
  constructor(
    private readonly access: AccessStateCache,
    private readonly visibility: SignalVisibility,
    private readonly signals: SignalsService,
    private readonly clock: Clock,
  ) {}

  async of(userId: number): Promise<TraderSignalsDto> {
    const state = await this.access.get(userId);
    if (!state) throw new NotFoundException('User not found');
    const closedReason = state.disabled
      ? 'The account is disabled: it cannot sign in'
      : state.role !== 'admin' && !hasAccess(state.subscription, this.clock.now())
        ? 'No active subscription: the signals page is closed to this trader'
        : null;
    const delayMinutes = await this.visibility.delayMinutes(state);
    return {
      hasAccess: closedReason === null,
      closedReason,
      delayMinutes,
      signals: closedReason === null ? (await this.signals.activeList(delayMinutes)).value : [],
    };
  }
}

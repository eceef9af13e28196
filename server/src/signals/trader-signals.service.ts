import { Injectable, NotFoundException } from '@nestjs/common';
import { AccessPolicy } from '../access/access-policy.js';
import type { TraderSignalsDto } from './dto/trader-signals.dto.js';
import { SignalsService } from './signals.service.js';

/**
 * The signals a trader sees now, by the rules GET /api/ai-signals applies to them (the paid-access
 * guard, the plan's delay), so support can look at what the customer is looking at.
 */
@Injectable()
export class TraderSignalsService {
  constructor(
    private readonly access: AccessPolicy,
    private readonly signals: SignalsService,
  ) {}

  async of(userId: number): Promise<TraderSignalsDto> {
    const state = await this.access.stateOf(userId);
    if (!state) throw new NotFoundException('User not found');
    const closedReason = state.disabled
      ? 'The account is disabled: it cannot sign in'
      : !this.access.paidAccess(state)
        ? 'No active subscription: the signals page is closed to this trader'
        : null;
    const delayMinutes = await this.access.signalDelay(state);
    return {
      hasAccess: closedReason === null,
      closedReason,
      delayMinutes,
      signals: closedReason === null ? (await this.signals.activeList(delayMinutes)).value : [],
    };
  }
}

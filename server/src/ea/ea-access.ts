import { ForbiddenException, Injectable } from '@nestjs/common';
import { AccessPolicy } from '../access/access-policy.js';
import type { MtAccount } from '../accounts/mt-account.entity.js';

export const ACCOUNT_DISABLED_MESSAGE =
  "This trader's account is disabled, so its Expert Advisor receives no signals. Contact support.";
export const PLAN_ENDED_MESSAGE =
  'No active subscription: renew your plan on the dashboard and this Expert Advisor receives signals again.';

/**
 * What an account key may do for its owner now, as AccessPolicy decides it: the feed and the trade
 * reports (a report answers with the signal's details) need the owner enabled and paid; a
 * heartbeat only enabled, so the dashboard shows the EA online while a plan is renewed.
 */
@Injectable()
export class EaAccess {
  constructor(private readonly policy: AccessPolicy) {}

  /** The owner's plan delay; 403 with a sentence when the owner may not be sent signals now. */
  async signalDelay(account: MtAccount): Promise<number> {
    const access = await this.policy.signalAccess(account.userId);
    if (!access.allowed)
      throw new ForbiddenException(access.why === 'disabled' ? ACCOUNT_DISABLED_MESSAGE : PLAN_ENDED_MESSAGE);
    return access.delay;
  }

  async requireEnabled(account: MtAccount): Promise<void> {
    const access = await this.policy.signalAccess(account.userId);
    if (!access.allowed && access.why === 'disabled') throw new ForbiddenException(ACCOUNT_DISABLED_MESSAGE);
  }
}

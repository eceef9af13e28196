import { plansApi } from '../../api/plans';
import { signalsApi } from '../../api/signals';
import { prerenderedPlans } from '../../lib/prerendered-plans';
import { sharedRead } from '../../lib/shared-read';

/** What the landing page draws from the server: the plan cards (as the page was rendered with) and the measured claim. */
export const landingReads = {
  plans: sharedRead(plansApi.list, { seed: prerenderedPlans }),
  backtest: sharedRead(() => signalsApi.backtest()),
  performance: sharedRead(() => signalsApi.performance()),
};

import { useSnackbar } from '../../app/toasts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { BillingCycle, PlanType } from '../../api/client';
import { isSupportPlan } from '../../lib/plans';

/** Going to checkout, renewing, and the support toasts of spec section 4. */
export function usePlanNavigation() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();

  const pay = useCallback(
    (planType: PlanType, billingCycle: BillingCycle, price: number | null) => {
      if (price === null) {
        enqueueSnackbar('Contact Support - Please contact our support team for custom plan pricing.', {
          variant: 'info',
        });
        return;
      }
      void navigate('/payment-flow', { state: { plan: planType.toLowerCase(), billingCycle, price } });
    },
    [navigate, enqueueSnackbar],
  );

  const renew = useCallback(
    (currentPlan: PlanType | null) => {
      if (isSupportPlan(currentPlan)) {
        enqueueSnackbar('Contact Support - Please contact our support team to renew your Enterprise plan.', {
          variant: 'info',
        });
        return;
      }
      void navigate('/pricing', { state: { renewal: true, currentPlan } });
    },
    [navigate, enqueueSnackbar],
  );

  return { pay, renew };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../app/toasts';
import { type BillingCycle } from '../../api/client';
import { subscriptionApi } from '../../api/subscription';

/**
 * The changes a trader makes without paying: a plan or cycle from the period's end (and taking
 * it back), resuming a cancelled subscription. Each refreshes the status and says what happened.
 */
export function useSubscriptionChanges() {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const refresh = async (message: string) => {
    enqueueSnackbar(message, { variant: 'success' });
    await queryClient.invalidateQueries({ queryKey: ['subscription'] });
    await queryClient.invalidateQueries({ queryKey: ['checkout-quote'] });
  };
  const failed = (error: Error) => enqueueSnackbar(error.message, { variant: 'error' });

  const schedule = useMutation({
    mutationFn: (target: { plan: 'BASIC' | 'PRO'; billingCycle: BillingCycle }) =>
      subscriptionApi.scheduleChange(target),
    onSuccess: () => refresh('Change scheduled - Your plan changes when the current period ends'),
    onError: failed,
  });
  const cancelScheduled = useMutation({
    mutationFn: subscriptionApi.cancelScheduledChange,
    onSuccess: () => refresh('Change cancelled - You keep your current plan'),
    onError: failed,
  });
  const resume = useMutation({
    mutationFn: subscriptionApi.resume,
    onSuccess: () => refresh('Subscription Resumed - Your subscription is active again'),
    onError: failed,
  });
  return { schedule, cancelScheduled, resume };
}

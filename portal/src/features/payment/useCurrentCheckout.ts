import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../app/toasts';
import type { Checkout, CurrentCheckout } from '../../api/client';
import { api } from '../../api/endpoints';
import { useSession } from '../../api/session';

export const currentCheckoutKey = ['payments', 'current'] as const;
const RECHECK_MS = 10_000;

/**
 * The invoice on offer and the checkout that paid last, as the server keeps them: the same on
 * every page, tab and device. Asked again every 10 s while an invoice is open, and on focus.
 */
export function useCurrentCheckout() {
  const signedIn = useSession() !== null;
  return useQuery({
    queryKey: currentCheckoutKey,
    queryFn: api.payments.current,
    enabled: signedIn,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.open ? RECHECK_MS : false),
  });
}

/** Records a new invoice as the one on offer, for every page that shows it. */
export function useRememberCheckout() {
  const queryClient = useQueryClient();
  return (checkout: Checkout) =>
    queryClient.setQueryData<CurrentCheckout>(currentCheckoutKey, (current) => ({
      open: checkout,
      last_paid: current?.last_paid ?? null,
    }));
}

/** The trader gives up the open invoice; every page stops offering it. */
export function useCancelCheckout() {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn: (paymentId: string) => api.payments.cancel(paymentId),
    onSuccess: () => enqueueSnackbar('Invoice cancelled - Do not send money to its address', { variant: 'success' }),
    onError: (error: Error) => enqueueSnackbar(error.message, { variant: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: currentCheckoutKey }),
  });
}

/** Where /payment-flow resumes this invoice: its plan and cycle name the checkout. */
export function resumeLink(checkout: Pick<Checkout, 'plan_type' | 'billing_cycle'>): string {
  return `/payment-flow?plan=${checkout.plan_type.toLowerCase()}&cycle=${checkout.billing_cycle}`;
}

/** The countdown's window from the server's times: it started at creation and ends at expiry. */
export function checkoutWindow(checkout: Pick<Checkout, 'created_at' | 'expires_at'>) {
  const startedAt = Date.parse(checkout.created_at);
  return { startedAt, totalSeconds: Math.round((Date.parse(checkout.expires_at) - startedAt) / 1000) };
}

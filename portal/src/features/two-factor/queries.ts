import { useQuery } from '@tanstack/react-query';
import { twoFactorApi } from '../../api/two-factor';

export const TWO_FACTOR_STATUS_KEY = ['two-factor', 'status'] as const;

/** Whether two-factor sign-in is on for the signed-in account, and whether its role requires it. */
export function useTwoFactorStatus(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: TWO_FACTOR_STATUS_KEY, queryFn: twoFactorApi.status, ...options });
}

/** The profile's route state that opens the set-up at once (staff whose role requires it). */
export interface TwoFactorSetupState {
  twoFactorSetup: true;
}

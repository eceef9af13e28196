import { PRERENDER_PLANS_ID } from '#domain/prerender-page';
import type { plansApi } from '../api/plans';

export type PlanList = Awaited<ReturnType<typeof plansApi.list>>;

/**
 * The plan list a page the server rendered carries (its cards were drawn from it), or undefined.
 * Whatever reads the plans first starts with it, so the cards stay as painted.
 */
export function prerenderedPlans(): PlanList | undefined {
  if (typeof document === 'undefined') return undefined;
  const json = document.getElementById(PRERENDER_PLANS_ID)?.textContent;
  return json ? (JSON.parse(json) as PlanList) : undefined;
}

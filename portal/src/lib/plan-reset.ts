import type { Schemas } from '../api/contract';
import { accountLimitText, formatPrice } from './plans';

export type DefaultPlan = Schemas['DefaultPlanDto'];
export type PlanSettings = Omit<DefaultPlan, 'yearlySaving'>;

/** One plan's edits that "Reset to Defaults" would undo, each said as a person reads it. */
export interface PlanResetLoss {
  planType: string;
  /** The plan's name now (the default's when the plan is missing). */
  name: string;
  losses: string[];
}

const quoted = (text: string) => `"${text}"`;
const delay = (minutes: number) => (minutes === 0 ? 'at once' : `${minutes} min after publication`);
const onOff = (on: boolean) => (on ? 'on' : 'off');

/**
 * What a reset to `defaults` would lose of `current`: per plan, every field that differs (prices,
 * features, limits and the rest), named with its value now and after the reset. Plans that match
 * their defaults are left out; a missing plan says it comes back.
 */
export function planResetLosses(current: PlanSettings[], defaults: PlanSettings[]): PlanResetLoss[] {
  return defaults.flatMap((standard): PlanResetLoss[] => {
    const plan = current.find((candidate) => candidate.planType === standard.planType);
    if (!plan) return [{ planType: standard.planType, name: standard.name, losses: ['missing now: it comes back'] }];
    const losses: string[] = [];
    const change = (label: string, now: string, then: string) => {
      if (now !== then) losses.push(`${label} ${now} becomes ${then}`);
    };
    change('name', quoted(plan.name), quoted(standard.name));
    if (plan.description !== standard.description) losses.push('the edited description is replaced');
    change('monthly price', formatPrice(Number(plan.monthlyPrice)), formatPrice(Number(standard.monthlyPrice)));
    change('yearly price', formatPrice(Number(plan.yearlyPrice)), formatPrice(Number(standard.yearlyPrice)));
    change('account limit', accountLimitText(plan.accountLimit), accountLimitText(standard.accountLimit));
    change('signals', delay(plan.signalDelayMinutes), delay(standard.signalDelayMinutes));
    const removed = plan.features.filter((feature) => !standard.features.includes(feature));
    const restored = standard.features.filter((feature) => !plan.features.includes(feature));
    if (removed.length)
      losses.push(`${removed.length === 1 ? 'feature' : 'features'} ${removed.map(quoted).join(', ')} removed`);
    if (restored.length)
      losses.push(
        `${restored.length === 1 ? 'feature' : 'features'} ${restored.map(quoted).join(', ')} ${restored.length === 1 ? 'comes' : 'come'} back`,
      );
    if (!removed.length && !restored.length && plan.features.join('\n') !== standard.features.join('\n'))
      losses.push('features back in their default order');
    change('shown on pricing:', onOff(plan.isActive), onOff(standard.isActive));
    change('popular badge:', onOff(plan.isPopular), onOff(standard.isPopular));
    change('display order', String(plan.displayOrder), String(standard.displayOrder));
    return losses.length ? [{ planType: plan.planType, name: plan.name, losses }] : [];
  });
}

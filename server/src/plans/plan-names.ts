import type { EntityManager } from 'typeorm';
import { Plan } from './plan.entity.js';

/**
 * Each plan code's name as its plan record says, read once per answer: the admin lists show the
 * name a person knows (Professional), with the code beside it; no second list of names exists.
 */
export async function planNames(manager: EntityManager): Promise<ReadonlyMap<string, string>> {
  const plans = await manager.getRepository(Plan).find({ select: { planType: true, name: true } });
  return new Map(plans.map((plan) => [plan.planType, plan.name]));
}

/** The plan's name, or null without a plan code or when no plan record has that code. */
export function nameOf(names: ReadonlyMap<string, string>, planType: string | null | undefined): string | null {
  return planType ? (names.get(planType) ?? null) : null;
}

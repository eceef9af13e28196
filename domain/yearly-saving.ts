/**
 * The one rule for the yearly saving, shared by the server and the portal (as
 * `#domain/yearly-saving`): twelve monthly payments minus the yearly price, and its share of
 * those twelve payments (whole percent).
 */
export interface YearlySaving {
  amount: number;
  percent: number;
}

/** The spec's standard: a year costs twelve months less 10 percent. */
export const STANDARD_YEARLY_DISCOUNT = 0.1;

export function yearlySaving(plan: {
  monthlyPrice: number | string;
  yearlyPrice: number | string;
}): YearlySaving | null {
  const fullYear = Number(plan.monthlyPrice) * 12;
  const amount = Math.round((fullYear - Number(plan.yearlyPrice)) * 100) / 100;
  if (!(fullYear > 0) || !(amount > 0)) return null;
  return { amount, percent: Math.round((amount / fullYear) * 100) };
}

/** The yearly price that gives the standard saving. */
export function standardYearlyPrice(monthlyPrice: number): number {
  return Math.round(monthlyPrice * 12 * (1 - STANDARD_YEARLY_DISCOUNT) * 100) / 100;
}

/**
 * What an admin should know before saving prices: a yearly price that saves nothing, or a saving
 * other than the standard 10 percent (which the pricing page will then show as it is).
 */
export function yearlySavingWarning(monthlyPrice: number, yearlyPrice: number): string | null {
  if (!(monthlyPrice > 0) || !(yearlyPrice > 0)) return null;
  const saving = yearlySaving({ monthlyPrice, yearlyPrice });
  const standard = standardYearlyPrice(monthlyPrice);
  if (!saving)
    return `The yearly price saves nothing against 12 monthly payments ($${(monthlyPrice * 12).toFixed(2)}); the standard yearly price is $${standard.toFixed(2)}.`;
  if (saving.percent !== Math.round(STANDARD_YEARLY_DISCOUNT * 100))
    return `Yearly saves $${saving.amount.toFixed(2)} (${saving.percent}%), not the standard 10%; /pricing will show "Save $${saving.amount.toFixed(2)} (${saving.percent}%)". The standard yearly price is $${standard.toFixed(2)}.`;
  return null;
}

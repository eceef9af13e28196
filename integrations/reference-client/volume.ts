/** A symbol's volume rules at the broker, in lots (SYMBOL_VOLUME_STEP, _MIN and _MAX in MQL5). */
export interface VolumeRules {
  step: number;
  min: number;
  max: number;
}

/**
 * A volume as the broker takes it for one symbol: rounded down to the symbol's own step, at most
 * its maximum; null below its minimum. Rounding down never adds risk.
 */
export function brokerVolume(volume: number, rules: VolumeRules): number | null {
  if (!(rules.step > 0)) return null;
  // The epsilon keeps 0.29 / 0.01 (28.999999999999996) at 29 steps.
  const steps = Math.floor(volume / rules.step + 1e-9);
  const decimals = stepDecimals(rules.step);
  const rounded = Math.min(Number((steps * rules.step).toFixed(decimals)), rules.max);
  return rounded < rules.min ? null : rounded;
}

/**
 * How many decimals the step is written with (0.25: 2, 0.1: 1, 10: 0). Its order of magnitude is not
 * enough: 0.25 has one, and rounding 0.25 lots to one decimal gave 0.3, off the step and above the risk.
 */
function stepDecimals(step: number): number {
  const [mantissa, exponent] = step.toExponential().split('e');
  return Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent));
}

/** The skip reason when the volume the risk allows is below the symbol's minimum. */
export function belowMinimum(symbol: string, volume: number, rules: VolumeRules): string {
  return `Volume ${volume} lots is below the minimum of ${rules.min} for ${symbol} at this broker`;
}

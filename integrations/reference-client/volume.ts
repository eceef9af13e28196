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
  const decimals = Math.max(0, Math.ceil(-Math.log10(rules.step)));
  const rounded = Math.min(Number((steps * rules.step).toFixed(decimals)), rules.max);
  return rounded < rules.min ? null : rounded;
}

/** The skip reason when the volume the risk allows is below the symbol's minimum. */
export function belowMinimum(symbol: string, volume: number, rules: VolumeRules): string {
  return `Volume ${volume} lots is below the minimum of ${rules.min} for ${symbol} at this broker`;
}

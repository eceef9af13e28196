import fc from 'fast-check';
import { belowMinimum, brokerVolume } from './volume.js';

describe("the feed's volume at the broker", () => {
  const cent = { step: 0.01, min: 0.01, max: 100 };
  const tenth = { step: 0.1, min: 0.1, max: 50 };

  it("rounds down to the symbol's own step, never up", () => {
    expect(brokerVolume(0.29, cent)).toBe(0.29);
    expect(brokerVolume(0.37, tenth)).toBe(0.3);
    expect(brokerVolume(1.99, tenth)).toBe(1.9);
    expect(brokerVolume(3, { step: 1, min: 1, max: 20 })).toBe(3);
    // A step whose decimals outnumber its order of magnitude (found by the properties below).
    expect(brokerVolume(0.3, { step: 0.25, min: 0.25, max: 10 })).toBe(0.25);
    expect(brokerVolume(0.9, { step: 0.44, min: 0.44, max: 4.4 })).toBe(0.88);
  });

  it('caps at the maximum and refuses below the minimum', () => {
    expect(brokerVolume(150, cent)).toBe(100);
    expect(brokerVolume(0.05, tenth)).toBeNull();
    expect(brokerVolume(0.009, cent)).toBeNull();
    expect(brokerVolume(1, { step: 0, min: 0, max: 1 })).toBeNull();
    expect(belowMinimum('GER40.r', 0.05, tenth)).toBe(
      'Volume 0.05 lots is below the minimum of 0.1 for GER40.r at this broker',
    );
  });
});

describe('brokerVolume, for every volume and step (properties: a fresh seed each run, the smallest failing case printed)', () => {
  /** A broker's step: a whole number of thousandths, hundredths, tenths or lots (0.001 up to 100). */
  const stepArbitrary = fc
    .record({ mantissa: fc.integer({ min: 1, max: 100 }), decimals: fc.integer({ min: 0, max: 3 }) })
    .map(({ mantissa, decimals }) => Number((mantissa / 10 ** decimals).toFixed(decimals)));
  const rulesArbitrary = stepArbitrary.chain((step) =>
    fc
      .record({ minSteps: fc.integer({ min: 1, max: 10 }), maxSteps: fc.integer({ min: 10, max: 100_000 }) })
      .map(({ minSteps, maxSteps }) => ({
        step,
        min: Number((step * minSteps).toPrecision(12)),
        max: Number((step * maxSteps).toPrecision(12)),
      })),
  );
  /** The volume the risk allows, as the sizing computes it: any non-negative number, noise included. */
  const volumeArbitrary = fc.double({ min: 0, max: 20_000, noNaN: true, noDefaultInfinity: true });
  /** How far a float division may land under a whole number of steps (0.29 / 0.01 = 28.999999999999996). */
  const noise = (step: number) => step * 1e-9;

  it('is never above the volume the risk allows (beyond float noise), nor above the maximum', () => {
    fc.assert(
      fc.property(volumeArbitrary, rulesArbitrary, (volume, rules) => {
        const rounded = brokerVolume(volume, rules);
        if (rounded === null) return;
        expect(rounded).toBeLessThanOrEqual(volume + noise(rules.step));
        expect(rounded).toBeLessThanOrEqual(rules.max);
        expect(rounded).toBeGreaterThanOrEqual(rules.min);
      }),
    );
  });

  it("is always a whole number of the symbol's steps, written as the broker writes it", () => {
    fc.assert(
      fc.property(volumeArbitrary, rulesArbitrary, (volume, rules) => {
        const rounded = brokerVolume(volume, rules);
        if (rounded === null) return;
        const steps = rounded / rules.step;
        expect(Math.abs(steps - Math.round(steps))).toBeLessThan(1e-6);
        expect(rounded).toBe(Number((Math.round(steps) * rules.step).toFixed(10)));
      }),
    );
  });

  it('loses less than one step to rounding, and refuses only what is below the minimum', () => {
    fc.assert(
      fc.property(volumeArbitrary, rulesArbitrary, (volume, rules) => {
        const rounded = brokerVolume(volume, rules);
        const allowed = Math.min(volume, rules.max);
        if (rounded === null) expect(allowed).toBeLessThan(rules.min + noise(rules.step));
        else expect(allowed - rounded).toBeLessThan(rules.step + noise(rules.step));
      }),
    );
  });

  it('never gives a larger risk a smaller volume', () => {
    fc.assert(
      fc.property(volumeArbitrary, volumeArbitrary, rulesArbitrary, (first, second, rules) => {
        const [low, high] = first <= second ? [first, second] : [second, first];
        expect(brokerVolume(low, rules) ?? 0).toBeLessThanOrEqual(brokerVolume(high, rules) ?? 0);
      }),
    );
  });
});

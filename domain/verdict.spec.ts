import { enoughToSay, verdictOf, type VerdictEvidence } from './verdict.js';

const evidence = (overrides: Partial<VerdictEvidence> = {}): VerdictEvidence => ({
  trades: 150,
  months: 6,
  averageR: 0.05,
  chanceP95: 0.02,
  stressedAverageR: 0.03,
  stressedChanceP95: 0.01,
  unusedWindow: true,
  ...overrides,
});

describe('the verdict rule', () => {
  it('says "Better than chance" only on an unused window, above the coin at the floors and at 1.5× them', () => {
    expect(verdictOf(evidence())).toEqual({ kind: 'better-than-chance', sentence: 'Better than chance' });
    // Any one test failing takes it away.
    expect(verdictOf(evidence({ unusedWindow: false })).kind).toBe('no-edge');
    expect(verdictOf(evidence({ averageR: 0.02 })).kind).toBe('no-edge');
    expect(verdictOf(evidence({ stressedAverageR: 0.005 })).kind).toBe('no-edge');
    expect(verdictOf(evidence({ stressedAverageR: null, stressedChanceP95: null })).kind).toBe('no-edge');
  });

  it('says "Loses after costs" when the net average is below zero, whatever the coin did', () => {
    expect(verdictOf(evidence({ averageR: -0.01, chanceP95: -0.05 }))).toEqual({
      kind: 'loses',
      sentence: 'Loses after costs',
    });
    expect(verdictOf(evidence({ averageR: 0, chanceP95: 0.01, unusedWindow: false }))).toEqual({
      kind: 'no-edge',
      sentence: 'No edge over chance shown after costs',
    });
  });

  it('says "too few to say", with the count, before 100 closed signals over three calendar months', () => {
    expect(verdictOf(evidence({ trades: 99 }))).toEqual({
      kind: 'too-few',
      sentence: 'Too few to say: 99 signals closed, over 6 months (100 over 3 months needed)',
    });
    expect(verdictOf(evidence({ trades: 1, months: 1 })).sentence).toBe(
      'Too few to say: 1 signal closed, over 1 month (100 over 3 months needed)',
    );
    expect(verdictOf(evidence({ trades: 1200, months: 2 })).kind).toBe('too-few');
    expect(enoughToSay({ trades: 100, months: 3 })).toBe(true);
  });
});

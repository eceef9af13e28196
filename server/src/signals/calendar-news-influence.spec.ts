import { signedSurprise } from './calendar-news-influence.js';

describe('signedSurprise', () => {
  it('signs the surprise by how the release reads for its currency', () => {
    expect(signedSurprise({ surpriseNumeric: 0.2, sentiment: 'bullish' })).toBe(0.2);
    // Unemployment 0.2 above forecast: a bearish number although it is positive.
    expect(signedSurprise({ surpriseNumeric: 0.2, sentiment: 'bearish' })).toBe(-0.2);
    expect(signedSurprise({ surpriseNumeric: -0.3, sentiment: 'bullish' })).toBe(0.3);
    expect(signedSurprise({ surpriseNumeric: 0.1, sentiment: 'neutral' })).toBe(0.1);
    expect(signedSurprise({ surpriseNumeric: null, sentiment: null })).toBeNull();
  });
});

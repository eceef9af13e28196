import { INSTRUMENT_CATEGORIES } from './instruments.js';
import { UNIVERSE } from './universe.js';

describe('the universe', () => {
  it('covers every category and maps each symbol once', () => {
    const categories = new Set(UNIVERSE.map((instrument) => instrument.category));
    expect([...categories].sort()).toEqual([...INSTRUMENT_CATEGORIES].sort());
    expect(new Set(UNIVERSE.map((instrument) => instrument.symbol)).size).toBe(UNIVERSE.length);
    expect(UNIVERSE.filter((instrument) => instrument.category === 'Major')).toHaveLength(7);
  });
});

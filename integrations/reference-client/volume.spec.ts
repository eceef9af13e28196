import { belowMinimum, brokerVolume } from './volume.js';

describe("the feed's volume at the broker", () => {
  const cent = { step: 0.01, min: 0.01, max: 100 };
  const tenth = { step: 0.1, min: 0.1, max: 50 };

  it("rounds down to the symbol's own step, never up", () => {
    expect(brokerVolume(0.29, cent)).toBe(0.29);
    expect(brokerVolume(0.37, tenth)).toBe(0.3);
    expect(brokerVolume(1.99, tenth)).toBe(1.9);
    expect(brokerVolume(3, { step: 1, min: 1, max: 20 })).toBe(3);
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

import { Cooldown } from './news-cooldown.js';

const at = (minute: number) => new Date(Date.UTC(2026, 7, 19, 12, minute));

describe('Cooldown', () => {
  it('allows a key once per period and says when it may act again', () => {
    const cooldown = new Cooldown(5 * 60_000);
    expect(cooldown.claim('update:1', at(0))).toEqual({ allowed: true, nextAt: at(5) });
    expect(cooldown.claim('update:1', at(4))).toEqual({ allowed: false, actedAt: at(0), nextAt: at(5) });
    expect(cooldown.claim('update:2', at(4))).toEqual({ allowed: true, nextAt: at(9) });
    expect(cooldown.claim('update:1', at(5))).toEqual({ allowed: true, nextAt: at(10) });
  });

  it('a refused claim does not restart the wait', () => {
    const cooldown = new Cooldown(5 * 60_000);
    cooldown.claim('scrape:1', at(0));
    cooldown.claim('scrape:1', at(3));
    expect(cooldown.claim('scrape:1', at(5)).allowed).toBe(true);
  });

  it('allows everything with a period of zero', () => {
    const cooldown = new Cooldown(0);
    expect(cooldown.claim('update:1', at(0)).allowed).toBe(true);
    expect(cooldown.claim('update:1', at(0)).allowed).toBe(true);
  });
});

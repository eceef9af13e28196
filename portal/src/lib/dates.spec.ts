import { formatLongDate } from './dates';

describe('formatLongDate', () => {
  it('writes the long US form', () => {
    expect(formatLongDate('2026-11-22T12:00:00.000Z')).toBe('November 22, 2026');
  });
});

import { noun, plural, pluralIs } from './plural.js';

describe('plural', () => {
  it('words one as singular, and zero, many and fractions as plural', () => {
    expect(plural(1, 'signal')).toBe('1 signal');
    expect(plural(0, 'signal')).toBe('0 signals');
    expect(plural(2, 'day')).toBe('2 days');
    expect(plural(1.5, 'hour')).toBe('1.5 hours');
    expect(plural(1234, 'signal')).toBe('1,234 signals');
  });

  it('takes an irregular plural', () => {
    expect(plural(1, 'entry', 'entries')).toBe('1 entry');
    expect(plural(3, 'entry', 'entries')).toBe('3 entries');
    expect(noun(1, 'entry', 'entries')).toBe('entry');
    expect(noun(0, 'entry', 'entries')).toBe('entries');
  });

  it('agrees the verb with the count', () => {
    expect(pluralIs(1, 'signal')).toBe('1 signal is');
    expect(pluralIs(4, 'code')).toBe('4 codes are');
    expect(pluralIs(0, 'signal')).toBe('0 signals are');
  });
});

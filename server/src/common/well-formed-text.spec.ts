import { hasLoneSurrogate, isUtf8Query } from './well-formed-text.js';

describe('hasLoneSurrogate', () => {
  it.each([
    ['\ud800', true],
    ['a\udc00b', true],
    ['trader\ud83d@example.com', true],
    ['\ude00\ud83d', true],
    ['🚀', false],
    ['Zoë 王小明', false],
    ['', false],
  ])('%j: %s', (text, expected) => {
    expect(hasLoneSurrogate(text)).toBe(expected);
  });

  it('looks into arrays, objects and keys, and past scalars of other kinds', () => {
    expect(hasLoneSurrogate({ a: [1, null, true, { b: ['x', '\udfff'] }] })).toBe(true);
    expect(hasLoneSurrogate({ ['\ud800']: 1 })).toBe(true);
    expect(hasLoneSurrogate({ a: [1, null, true, { b: ['x', '🚀'] }] })).toBe(false);
    expect(hasLoneSurrogate(undefined)).toBe(false);
  });
});

describe('isUtf8Query', () => {
  it.each([
    ['after=10', true],
    ['q=%F0%9F%9A%80', true],
    ['q=Zo%C3%AB+x', true],
    ['q=100%', true],
    ['q=%zz', true],
    ['q=%ED%A0%80', false],
    ['q=%ed%b0%80', false],
    ['q=%F0%9F', false],
    ['q=%FF', false],
  ])('%s: %s', (query, expected) => {
    expect(isUtf8Query(query)).toBe(expected);
  });
});

/**
 * Every count a person reads, worded by one rule: "1 signal", "0 signals", "2 signals",
 * "1,234 signals". English has two forms (Intl.PluralRules' 'one' is exactly 1); an irregular
 * plural is given as `many`.
 */
const ENGLISH = new Intl.PluralRules('en-US');

/** The word alone, in the form the count asks for: `noun(2, 'entry', 'entries')` is "entries". */
export function noun(count: number, one: string, many = `${one}s`): string {
  return ENGLISH.select(count) === 'one' ? one : many;
}

/** The count and its word: `plural(1, 'day')` is "1 day", `plural(1234, 'signal')` "1,234 signals". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${noun(count, one, many)}`;
}

/** The count, its word and the verb that follows it: `pluralIs(1, 'code')` is "1 code is", else "n codes are". */
export function pluralIs(count: number, one: string, many = `${one}s`): string {
  return `${plural(count, one, many)} ${ENGLISH.select(count) === 'one' ? 'is' : 'are'}`;
}

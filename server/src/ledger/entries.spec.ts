import fc from 'fast-check';
import { commitmentOf, entryText, jcs, type SignalFields } from './entries.js';

/** Property tests: a fresh seed each run, printed on failure with the smallest case that fails. */
const price = fc.double({ min: 0.0001, max: 100_000, noNaN: true, noDefaultInfinity: true });
const time = fc.date({
  min: new Date('2016-01-01T00:00:00Z'),
  max: new Date('2040-01-01T00:00:00Z'),
  noInvalidDate: true,
});
const fieldsArbitrary: fc.Arbitrary<SignalFields> = fc.record({
  id: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  symbol: fc.constantFrom('EURUSD', 'GBPUSD', 'XAGUSD', 'AUDJPY'),
  category: fc.constantFrom('Major', 'Minor', 'Metals'),
  signalType: fc.constantFrom('BUY' as const, 'SELL' as const),
  entryPrice: price,
  stopLoss: price,
  takeProfit: price,
  publishedAt: time.map((date) => date.toISOString()),
  expiresAt: time.map((date) => date.toISOString()),
  priceAt: fc.option(
    time.map((date) => date.toISOString()),
    { nil: null },
  ),
  confidence: fc.integer({ min: 0, max: 100 }),
  expectation: fc.option(
    fc.record({
      band: fc.constantFrom('lower third', 'upper third'),
      profitRate: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
    { nil: null },
  ),
});
const salt = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString('hex'));

/** The same object with its keys in another order, at every depth. */
function shuffled(value: unknown, order: number[]): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const entries = Object.entries(value);
  const picked = [...entries].sort(
    (a, b) => (order[entries.indexOf(a) % order.length] ?? 0) - (order[entries.indexOf(b) % order.length] ?? 0),
  );
  return Object.fromEntries(picked.map(([key, inner]) => [key, shuffled(inner, order)]));
}

describe('the log’s canonical form (RFC 8785)', () => {
  it('hashes a commitment the same whatever the order of the keys', () => {
    fc.assert(
      fc.property(
        fieldsArbitrary,
        salt,
        fc.array(fc.integer(), { minLength: 1, maxLength: 16 }),
        (fields, secret, order) => {
          expect(commitmentOf(shuffled(fields, order) as SignalFields, secret)).toBe(commitmentOf(fields, secret));
        },
      ),
    );
  });

  it('hashes a commitment the same however its numbers were written (1.0850, 1.085, 1085e-3)', () => {
    fc.assert(
      fc.property(fieldsArbitrary, salt, (fields, secret) => {
        // Numbers as another program might write them: trailing zeros, an exponent.
        const written = jcs(fields).replace(/(\d+\.\d+)(?=[,}])/g, (number) => `${number}000`);
        const exponent = jcs(fields).replace(/"confidence":(\d+)/, (_, digits) => `"confidence":${digits}e0`);
        expect(commitmentOf(JSON.parse(written) as SignalFields, secret)).toBe(commitmentOf(fields, secret));
        expect(commitmentOf(JSON.parse(exponent) as SignalFields, secret)).toBe(commitmentOf(fields, secret));
      }),
    );
  });

  it('changes with any field, and with the salt', () => {
    fc.assert(
      fc.property(fieldsArbitrary, salt, salt, price, (fields, secret, other, level) => {
        fc.pre(level !== fields.stopLoss && secret !== other);
        expect(commitmentOf({ ...fields, stopLoss: level }, secret)).not.toBe(commitmentOf(fields, secret));
        expect(commitmentOf({ ...fields, signalType: fields.signalType === 'BUY' ? 'SELL' : 'BUY' }, secret)).not.toBe(
          commitmentOf(fields, secret),
        );
        expect(commitmentOf(fields, other)).not.toBe(commitmentOf(fields, secret));
      }),
    );
  });

  it('writes an entry’s text the same whatever the order of its draft’s keys', () => {
    fc.assert(
      fc.property(
        fieldsArbitrary,
        salt,
        fc.array(fc.integer(), { minLength: 1, maxLength: 16 }),
        (fields, secret, order) => {
          const draft = { kind: 'void' as const, signal: fields, salt: secret, reason: 'No price' };
          const placed = { index: 7, integratedAt: '2026-11-27T10:00:00.000Z' };
          expect(entryText(shuffled(draft, order) as typeof draft, placed)).toBe(entryText(draft, placed));
        },
      ),
    );
  });
});

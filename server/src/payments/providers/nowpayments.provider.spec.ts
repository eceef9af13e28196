import { readFileSync } from 'node:fs';
import { createHmac } from 'node:crypto';
import { NowPaymentsProvider, sortKeysDeep } from './nowpayments.provider.js';

const vector = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../../test/fixtures/nowpayments/${name}`, import.meta.url), 'utf8'));
const provider = (ipnSecret: string) =>
  new NowPaymentsProvider({ apiKey: 'k', ipnSecret, baseUrl: 'http://127.0.0.1:9', timeoutMs: 100 });

describe('NOWPayments IPN signatures', () => {
  it.each(['nowpayments-ipn-vector.json', 'nowpayments-ipn-vector-2.json'])(
    'accepts the recorded vector %s',
    (name) => {
      const { secret, body, signature } = vector(name);
      const notification = provider(secret).verifyNotification(Buffer.from(body), signature);
      expect(notification).toMatchObject({
        status: 'finished',
        providerPaymentId: String(JSON.parse(body).payment_id),
      });
    },
  );

  it('rejects a signature over keys sorted at the top level only', () => {
    const { secret, body } = vector('nowpayments-ipn-vector-2.json');
    const parsed = JSON.parse(body);
    const topLevelOnly = Object.fromEntries(
      Object.keys(parsed)
        .sort()
        .map((key) => [key, parsed[key]]),
    );
    const wrong = createHmac('sha512', secret).update(JSON.stringify(topLevelOnly)).digest('hex');
    expect(JSON.stringify(topLevelOnly)).not.toBe(JSON.stringify(sortKeysDeep(parsed)));
    expect(provider(secret).verifyNotification(Buffer.from(body), wrong)).toBeNull();
  });

  it('rejects a wrong secret, a changed body, a missing or malformed signature', () => {
    const { secret, body, signature } = vector('nowpayments-ipn-vector.json');
    expect(provider('another-secret').verifyNotification(Buffer.from(body), signature)).toBeNull();
    expect(
      provider(secret).verifyNotification(Buffer.from(body.replace('finished', 'confirmed')), signature),
    ).toBeNull();
    expect(provider(secret).verifyNotification(Buffer.from(body), undefined)).toBeNull();
    expect(provider(secret).verifyNotification(Buffer.from(body), 'abc')).toBeNull();
    expect(provider(secret).verifyNotification(Buffer.from('not json'), signature)).toBeNull();
  });
});

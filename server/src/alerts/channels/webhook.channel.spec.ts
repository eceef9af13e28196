import { createHmac } from 'node:crypto';
import type { AppConfig } from '../../config/app-config.js';
import type { AlertDelivery } from '../alert-delivery.entity.js';
import type { AlertSettings } from '../alert-settings.entity.js';
import { DeliveryError } from './alert-channel.js';
import { WebhookChannel } from './webhook.channel.js';
import { signatureHeader, webhookSecret } from './webhook-signing.js';

const config = (allowPrivate: boolean) =>
  ({ jwtSecret: 'x'.repeat(48), alerts: { webhookAllowPrivate: allowPrivate } }) as unknown as AppConfig;
const alert = {
  id: 7,
  event: 'test',
  createdAt: new Date(),
  subject: 's',
  text: 't',
  link: null,
  data: {},
} as AlertDelivery;
const checkpoint = {
  treeSize: 3,
  rootHash: 'AAAA',
  signedAt: new Date(0).toISOString(),
  note: 'log\n3\nAAAA\n\n— log sig\n',
  verifierKey: 'log+00000000+AA',
};
const recipient = (webhookUrl: string) => ({
  email: 'trader@example.com',
  settings: { webhookEnabled: true, webhookUrl, webhookSalt: 'salt' } as AlertSettings,
});

describe('webhook alerts', () => {
  it('signs the time and the body with the secret, as a receiver recomputes it', () => {
    const header = signatureHeader('whsec_abc', '{"a":1}', 1_800_000_000);
    const expected = createHmac('sha256', 'whsec_abc').update('1800000000.{"a":1}').digest('hex');
    expect(header).toBe(`t=1800000000,v1=${expected}`);
  });

  it('derives a stable secret per salt, different for another salt or server key', () => {
    const secret = webhookSecret('server-key-'.repeat(4), 'salt-1');
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(webhookSecret('server-key-'.repeat(4), 'salt-1')).toBe(secret);
    expect(webhookSecret('server-key-'.repeat(4), 'salt-2')).not.toBe(secret);
    expect(webhookSecret('other-key--'.repeat(4), 'salt-1')).not.toBe(secret);
  });

  it.each([
    ['http://127.0.0.1:9/hook', '127.0.0.1 is a loopback address (this server itself)'],
    ['http://[::1]:9/hook', '::1 is a loopback address (this server itself)'],
    ['http://10.0.0.5/hook', '10.0.0.5 is an address on a private network'],
    ['http://localhost:9/hook', 'localhost is a name on the local network'],
  ])('refuses %s: not on the public internet, and not worth retrying', async (url, reason) => {
    const sending = new WebhookChannel(config(false)).send(alert, recipient(url), checkpoint);
    await expect(sending).rejects.toBeInstanceOf(DeliveryError);
    await expect(sending).rejects.toMatchObject({
      retryable: false,
      message: `The webhook address must be reachable on the public internet: ${reason}`,
    });
  });
});

import type { lookup } from 'node:dns';
import { DeliveryError } from './alert-channel.js';
import { isPublicAddress, publicOnlyLookup, webhookUrlProblem } from './webhook-address.js';

const PUBLIC_ONLY = 'The webhook address must be reachable on the public internet';

/** A resolver that answers every name with these addresses, as DNS would. */
const resolvingTo = (...addresses: string[]) =>
  ((_hostname: string, _options: object, callback: (error: null, list: object[]) => void) =>
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    )) as unknown as typeof lookup;

function lookUp(resolver: typeof lookup, hostname: string): Promise<unknown> {
  return new Promise((resolve, reject) =>
    publicOnlyLookup(resolver)(hostname, { all: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );
}

describe('webhook addresses', () => {
  it.each([
    ['https://127.0.0.1/hook', '127.0.0.1 is a loopback address (this server itself)'],
    ['https://0x7f000001/hook', '127.0.0.1 is a loopback address (this server itself)'],
    ['https://2130706433/hook', '127.0.0.1 is a loopback address (this server itself)'],
    ['https://[::1]/hook', '::1 is a loopback address (this server itself)'],
    ['https://[::ffff:127.0.0.1]/hook', '127.0.0.1 is a loopback address (this server itself)'],
    ['https://[::127.0.0.1]/hook', '::7f00:1 is a reserved, special-purpose address'],
    ['https://10.1.2.3/hook', '10.1.2.3 is an address on a private network'],
    ['https://192.168.0.10/hook', '192.168.0.10 is an address on a private network'],
    ['https://[fd00::1]/hook', 'fd00::1 is an address on a private network'],
    ['https://169.254.169.254/latest/meta-data', '169.254.169.254 is a link-local address'],
    ['https://[fe80::1]/hook', 'fe80::1 is a link-local address'],
    ['https://0.0.0.0/hook', '0.0.0.0 is a reserved, special-purpose address'],
    ['https://[64:ff9b::a01:203]/hook', '64:ff9b::a01:203 is a reserved, special-purpose address'],
    ['https://localhost/hook', 'localhost is a name on the local network'],
    ['https://LOCALHOST./hook', 'localhost is a name on the local network'],
    ['https://metadata.google.internal/hook', 'metadata.google.internal is a name on the local network'],
  ])('refuses to save %s', (url, reason) => {
    expect(webhookUrlProblem(url, false)).toBe(`${PUBLIC_ONLY}: ${reason}`);
  });

  it('accepts public addresses and names, and asks for https', () => {
    for (const url of ['https://hooks.example.com/a', 'https://8.8.8.8/', 'https://[2606:4700::1111]/'])
      expect(webhookUrlProblem(url, false)).toBeNull();
    expect(webhookUrlProblem('http://hooks.example.com/a', false)).toBe(
      'The webhook address must be https://, not plain http',
    );
  });

  it('refuses what URL cannot read, such as an IPv6 zone id, whatever the operator allows', () => {
    const shape = 'The webhook address must be a full URL such as https://example.com/hooks/signals';
    expect(webhookUrlProblem('https://[fe80::1%25lo]/', false)).toBe(shape);
    expect(webhookUrlProblem('https://[fe80::1%25lo]/', true)).toBe(shape);
    expect(webhookUrlProblem('http://10.1.2.3/hook', true)).toBeNull();
  });

  it('reads an IPv4-mapped address as the IPv4 address it carries', () => {
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
    expect(isPublicAddress('::ffff:10.0.0.1')).toBe(false);
  });

  it('refuses a name that resolves to a private address, without telling the address', async () => {
    const refused = lookUp(resolvingTo('93.184.215.14', '10.20.30.40'), 'hooks.corp.example');
    await expect(refused).rejects.toBeInstanceOf(DeliveryError);
    await expect(refused).rejects.toMatchObject({
      retryable: false,
      message: `${PUBLIC_ONLY}: hooks.corp.example resolves to a private or reserved address`,
    });
    await expect(lookUp(resolvingTo('8.8.8.8'), 'hooks.example.com')).resolves.toEqual([
      { address: '8.8.8.8', family: 4 },
    ]);
  });
});

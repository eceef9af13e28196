import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { DeliveryError } from './alert-channel.js';

/**
 * Where webhook alerts may go, in one place: checked when a trader saves the address and again when
 * an alert is sent (after the name is resolved, so a name that resolves to our own network is
 * refused too). Operators who run receivers on their own network set ALERTS_WEBHOOK_ALLOW_PRIVATE.
 */

export const WEBHOOK_URL_SHAPE = 'The webhook address must be a full URL such as https://example.com/hooks/signals';
const PUBLIC_ONLY = 'The webhook address must be reachable on the public internet';

/** An address on the public internet: not private, loopback, link-local or otherwise special. */
export function isPublicAddress(address: string): boolean {
  // process() reads an IPv4-mapped IPv6 address (::ffff:127.0.0.1) as the IPv4 address it carries.
  const parsed = ipaddr.process(address);
  // IPv4-compatible IPv6 (::127.0.0.1, deprecated) reaches that IPv4 address on some systems.
  if (parsed instanceof ipaddr.IPv6 && parsed.parts.slice(0, 6).every((part) => part === 0)) return false;
  return parsed.range() === 'unicast';
}

/** Why alerts may not go to this host (a name, or an address as a URL writes it), or null. */
export function webhookHostProblem(hostname: string): string | null {
  const name = hostname.replace(/\.$/, '').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost') || name.endsWith('.internal'))
    return `${PUBLIC_ONLY}: ${name} is a name on the local network`;
  const literal = name.replace(/^\[(.*)\]$/, '$1');
  if (!isIP(literal) || isPublicAddress(literal)) return null;
  // Named as read: an IPv4-mapped address as the IPv4 address it carries.
  const address = ipaddr.process(literal);
  return `${PUBLIC_ONLY}: ${address.toString()} is ${kindOf(address)}`;
}

/**
 * A lookup for the connection that resolves the receiver's name and refuses it when any address is
 * not public, at the moment of connecting: however the name resolves (a name that first resolved to
 * a public address included), a trader's URL cannot reach into our own network. The refusal does
 * not say which address the name resolved to: that would map our network for whoever reads it.
 */
export function publicOnlyLookup(resolve: typeof dnsLookup = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as LookupAddress[];
      if (list.some((entry) => !isPublicAddress(entry.address))) {
        const problem = new DeliveryError(
          `${PUBLIC_ONLY}: ${hostname} resolves to a private or reserved address`,
          false,
        );
        return callback(problem as NodeJS.ErrnoException, '', 0);
      }
      if (options.all) return callback(null, list as never);
      callback(null, list[0].address, list[0].family);
    });
  };
}

/** Why a trader's webhook URL cannot be saved, or null. */
export function webhookUrlProblem(url: string, allowPrivate: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // Forms the validator lets through but URL cannot read, such as an IPv6 zone id ([fe80::1%25lo]).
    return WEBHOOK_URL_SHAPE;
  }
  if (allowPrivate) return null;
  if (parsed.protocol !== 'https:') return 'The webhook address must be https://, not plain http';
  return webhookHostProblem(parsed.hostname);
}

function kindOf(address: ipaddr.IPv4 | ipaddr.IPv6): string {
  switch (address.range()) {
    case 'loopback':
      return 'a loopback address (this server itself)';
    case 'private':
    case 'uniqueLocal':
    case 'carrierGradeNat':
      return 'an address on a private network';
    case 'linkLocal':
      return 'a link-local address';
    default:
      return 'a reserved, special-purpose address';
  }
}

import { readFileSync } from 'node:fs';
import { forCaddyVersion } from './caddy-version.js';
import { localCaddyfile, PRODUCTION_CADDYFILE } from './soak-proxy.js';

const LOCAL = ['127.0.0.1:4101', '127.0.0.1:4102'];

describe('the soak proxy configuration, made from the real docker/Caddyfile', () => {
  const production = readFileSync(PRODUCTION_CADDYFILE, 'utf8');
  const local = localCaddyfile(production, LOCAL);
  const proxyLines = (text: string) => text.split('\n').filter((line) => /^\s*reverse_proxy\s/.test(line));

  it('points every proxy block at the local replicas, the stream block included', () => {
    expect(proxyLines(production).length).toBeGreaterThanOrEqual(2);
    expect(proxyLines(local)).toEqual(proxyLines(production).map(() => expect.stringContaining(LOCAL.join(' '))));
    expect(local).not.toContain('app-1:3000');
    expect(local).not.toContain('app-2:3000');
  });

  it('turns the admin endpoint off and changes nothing else', () => {
    expect(local).toContain('admin off');
    const unchanged = (text: string) =>
      text.split('\n').filter((line) => !/^\s*reverse_proxy\s/.test(line) && !/admin off|Added by the soak/.test(line));
    expect(unchanged(local)).toEqual(unchanged(production));
  });

  it('refuses a replica count the file does not proxy to', () => {
    expect(() => localCaddyfile(production, ['127.0.0.1:4101'])).toThrow(
      'docker/Caddyfile proxies to 2 upstreams (app-1:3000, app-2:3000); the soak runs 1',
    );
  });

  it('leaves out, for an older Caddy, only the lines marked for a newer one, and names them', () => {
    const older = forCaddyVersion(production, 'v2.6.2 h1:abc');
    expect(older.leftOut).toEqual(['health_fails 3 # Caddy 2.7+']);
    expect(older.text.split('\n')).toEqual(production.split('\n').filter((line) => !line.includes('health_fails')));
    expect(forCaddyVersion(production, 'v2.10.0')).toEqual({ text: production, leftOut: [] });
    expect(forCaddyVersion(production, 'v2.7.0').leftOut).toEqual([]);
  });
});

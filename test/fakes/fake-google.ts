import { createServer, type Server } from 'node:http';
import { createSign, generateKeyPairSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';

/**
 * Google's side of ID-token sign-in, on 127.0.0.1: a key pair, the certificate endpoint that
 * publishes its public key, and a signer for ID tokens shaped like Google's.
 */
export class FakeGoogle {
  private readonly keyId = 'fake-key-1';
  private readonly keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  private server?: Server;
  certsUrl = '';

  async start(): Promise<void> {
    const publicPem = this.keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    this.server = createServer((request, response) => {
      if (request.url === '/oauth2/v1/certs') {
        response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=3600' });
        response.end(JSON.stringify({ [this.keyId]: publicPem }));
        return;
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.certsUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/oauth2/v1/certs`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** An ID token as Google would issue it; override any claim to forge a bad one. */
  idToken(claims: Record<string, unknown>, options: { signWith?: 'own' | 'stranger' } = {}): string {
    const now = Math.floor(Date.now() / 1000);
    const header = { alg: 'RS256', kid: this.keyId, typ: 'JWT' };
    const payload = { iss: 'https://accounts.google.com', iat: now, exp: now + 3600, ...claims };
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const signingInput = `${encode(header)}.${encode(payload)}`;
    const key =
      options.signWith === 'stranger'
        ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
        : this.keys.privateKey;
    const signature = createSign('RSA-SHA256').update(signingInput).sign(key).toString('base64url');
    return `${signingInput}.${signature}`;
  }
}

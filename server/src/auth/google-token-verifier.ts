import { Injectable } from '@nestjs/common';
import { OAuth2Client } from 'google-auth-library';
import { AppConfig } from '../config/app-config.js';

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
}

/** Verifies Google ID tokens (signature, audience, issuer, expiry) with google-auth-library. */
@Injectable()
export class GoogleTokenVerifier {
  private readonly client?: OAuth2Client;

  constructor(private readonly config: AppConfig) {
    if (config.google.clientId) {
      this.client = new OAuth2Client({
        clientId: config.google.clientId,
        ...(config.google.certsUrl && { endpoints: { oauth2FederatedSignonPemCertsUrl: config.google.certsUrl } }),
      });
    }
  }

  get enabled(): boolean {
    return this.client !== undefined;
  }

  get clientId(): string | null {
    return this.config.google.clientId ?? null;
  }

  /** Resolves to the identity, or rejects when the token is not a valid Google ID token for us. */
  async verify(idToken: string): Promise<GoogleIdentity> {
    if (!this.client) throw new Error('Google sign-in is not configured');
    const ticket = await this.client.verifyIdToken({ idToken, audience: this.config.google.clientId });
    const payload = ticket.getPayload();
    if (!payload?.sub || !payload.email) throw new Error('The Google token carries no account');
    return {
      sub: payload.sub,
      email: payload.email,
      emailVerified: payload.email_verified === true,
      givenName: payload.given_name,
      familyName: payload.family_name,
    };
  }
}

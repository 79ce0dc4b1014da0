import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { z } from 'zod';
import { API, emailSchema } from '@gp/shared';
import { AppConfig } from '../../../config/app-config';

export const GOOGLE_CALLBACK_PATH = API.googleSignInCallback.path;
const HTTP_TIMEOUT_MS = 10_000;

/** A reason a Google sign-in was not completed; logged, never shown (spec: failures are ignored silently). */
export class GoogleSignInRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'GoogleSignInRefused';
  }
}

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});

interface Provider {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  keys: ReturnType<typeof createRemoteJWKSet>;
}

/** What the sign-in stored at its start, to check the answer against. */
export interface AuthorizationSecrets {
  nonce: string;
  codeVerifier: string;
}

/** PKCE S256 (RFC 7636 §4.2): the challenge sent with the request is the hash of the verifier kept here. */
export const pkceChallenge = (codeVerifier: string) => createHash('sha256').update(codeVerifier).digest('base64url');

/**
 * The OpenID Connect relying party for Google: discovery (read once), the authorization URL, and
 * the code exchange whose ID token is verified against the provider's published keys.
 */
@Injectable()
export class GoogleOidcClient {
  private discovery: Promise<Provider> | null = null;

  constructor(private readonly config: AppConfig) {}

  get enabled(): boolean {
    return Boolean(this.config.values.GOOGLE_CLIENT_ID && this.config.values.GOOGLE_CLIENT_SECRET);
  }

  async authorizationUrl(state: string, secrets: AuthorizationSecrets): Promise<string> {
    const { clientId } = this.credentials();
    const url = new URL((await this.provider()).authorizationEndpoint);
    const parameters = {
      response_type: 'code',
      client_id: clientId,
      redirect_uri: this.redirectUri(),
      scope: 'openid email profile',
      state,
      nonce: secrets.nonce,
      code_challenge: pkceChallenge(secrets.codeVerifier),
      code_challenge_method: 'S256',
    };
    for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
    return url.href;
  }

  /** Exchanges the code and returns the email the ID token vouches for; throws when anything does not check out. */
  async verifiedEmail(code: string, secrets: AuthorizationSecrets): Promise<string> {
    const { clientId, clientSecret } = this.credentials();
    const provider = await this.provider();
    const response = await fetch(provider.tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: this.redirectUri(),
        code_verifier: secrets.codeVerifier,
        client_id: clientId,
        client_secret: clientSecret,
      }),
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
    if (!response.ok) throw new GoogleSignInRefused(`token endpoint answered ${response.status}`);
    const tokens = z.object({ id_token: z.string() }).safeParse(await response.json());
    if (!tokens.success) throw new GoogleSignInRefused('token endpoint answered without an ID token');

    const { payload } = await jwtVerify(tokens.data.id_token, provider.keys, {
      // Google documents both forms of its issuer in ID tokens.
      issuer: [provider.issuer, provider.issuer.replace(/^https:\/\//, '')],
      audience: clientId,
      algorithms: ['RS256'],
      requiredClaims: ['exp', 'iat', 'sub'],
    }).catch((error: unknown) => {
      throw new GoogleSignInRefused(`ID token rejected: ${error instanceof Error ? error.message : String(error)}`);
    });
    if (payload.nonce !== secrets.nonce) throw new GoogleSignInRefused('ID token nonce does not match');
    if (payload.azp !== undefined && payload.azp !== clientId)
      throw new GoogleSignInRefused('ID token was issued to another client');
    if (payload.email_verified !== true) throw new GoogleSignInRefused('email is not verified');
    const email = emailSchema.safeParse(payload.email);
    if (!email.success) throw new GoogleSignInRefused('ID token has no usable email');
    return email.data;
  }

  private redirectUri(): string {
    return new URL(GOOGLE_CALLBACK_PATH, this.config.values.PUBLIC_ORIGIN).href;
  }

  private credentials(): { clientId: string; clientSecret: string } {
    const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = this.config.values;
    if (!clientId || !clientSecret) throw new GoogleSignInRefused('Google sign-in is not configured');
    return { clientId, clientSecret };
  }

  private provider(): Promise<Provider> {
    // A failed discovery (provider unreachable) is tried again by the next sign-in rather than kept.
    this.discovery ??= this.discover().catch((error: unknown) => {
      this.discovery = null;
      throw error;
    });
    return this.discovery;
  }

  private async discover(): Promise<Provider> {
    const issuer = this.config.values.GOOGLE_ISSUER;
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
    if (!response.ok) throw new GoogleSignInRefused(`discovery answered ${response.status}`);
    const document = discoverySchema.safeParse(await response.json());
    if (!document.success) throw new GoogleSignInRefused('discovery document is incomplete');
    // OpenID Connect Discovery §4.3: the document must name the issuer it was fetched from.
    if (document.data.issuer !== issuer)
      throw new GoogleSignInRefused(`discovery names issuer ${document.data.issuer}, not ${issuer}`);
    return {
      issuer,
      authorizationEndpoint: document.data.authorization_endpoint,
      tokenEndpoint: document.data.token_endpoint,
      keys: createRemoteJWKSet(new URL(document.data.jwks_uri), { timeoutDuration: HTTP_TIMEOUT_MS }),
    };
  }
}

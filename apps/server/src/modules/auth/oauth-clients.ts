import { OAUTH_PROVIDERS, type OAuthProvider, PROVIDER_ENTRIES } from '@holeout/shared/sign-in-providers';
import * as oidc from 'openid-client';
import type { Config } from '../../config.ts';
import { HttpError } from '../../plugins/errors.ts';

/** What the provider says about the person, from the ID token and, when it lacks them, userinfo. */
export interface ProviderClaims {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

/** The checks a callback must pass: the values stored with the state at init. */
export interface CallbackChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The answer of a provider without a client id and secret. */
export function notConfigured(provider: OAuthProvider): string {
  return `Sign-in with ${PROVIDER_ENTRIES[provider].name} is not configured on this server.`;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The OpenID Connect clients of the configured providers (openid-client). Each issuer is
 * discovered on first use and kept; a failed discovery is retried on the next sign-in. Plain
 * http is allowed only for an issuer on this machine (the tests' local provider).
 */
export class OAuthClients {
  private readonly discovered = new Map<OAuthProvider, Promise<oidc.Configuration>>();

  constructor(private readonly config: Config) {}

  /** The providers with a client id and secret, in display order. */
  configured(): OAuthProvider[] {
    return OAUTH_PROVIDERS.filter((p) => this.settings(p) !== null);
  }

  /** Where the provider sends the browser back; registered with the provider as is. */
  redirectUri(provider: OAuthProvider): string {
    return `${this.config.publicUrl}/api/auth/${provider}/callback`;
  }

  /** The provider's authorisation address for this state, nonce and PKCE verifier. */
  async authorizationUrl(provider: OAuthProvider, checks: CallbackChecks): Promise<URL> {
    const client = await this.client(provider);
    return oidc.buildAuthorizationUrl(client, {
      redirect_uri: this.redirectUri(provider),
      scope: 'openid email profile',
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /**
   * Trades the callback's code for tokens (state, PKCE and the ID token's nonce checked by
   * openid-client) and reads the person's claims.
   */
  async exchange(provider: OAuthProvider, query: string, checks: CallbackChecks): Promise<ProviderClaims> {
    const client = await this.client(provider);
    const currentUrl = new URL(`${this.redirectUri(provider)}?${query}`);
    const tokens = await oidc.authorizationCodeGrant(client, currentUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('no ID token');
    const claims: Record<string, unknown> =
      typeof idClaims.email === 'string'
        ? idClaims
        : { ...idClaims, ...(await oidc.fetchUserInfo(client, tokens.access_token, idClaims.sub)) };
    return {
      sub: idClaims.sub,
      email: typeof claims.email === 'string' ? claims.email : null,
      // Some providers send the flag as a string.
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      name: typeof claims.name === 'string' ? claims.name : null,
      picture: typeof claims.picture === 'string' ? claims.picture : null,
    };
  }

  private settings(provider: OAuthProvider) {
    const c = this.config;
    const [id, secret, issuer] =
      provider === 'google'
        ? [c.GOOGLE_CLIENT_ID, c.GOOGLE_CLIENT_SECRET, c.GOOGLE_ISSUER]
        : [c.LINKEDIN_CLIENT_ID, c.LINKEDIN_CLIENT_SECRET, c.LINKEDIN_ISSUER];
    return id && secret ? { id, secret, issuer: new URL(issuer) } : null;
  }

  private client(provider: OAuthProvider): Promise<oidc.Configuration> {
    const settings = this.settings(provider);
    if (!settings) throw new HttpError(404, notConfigured(provider));
    let client = this.discovered.get(provider);
    if (!client) {
      const local = settings.issuer.protocol === 'http:' && LOOPBACK.has(settings.issuer.hostname);
      client = oidc.discovery(settings.issuer, settings.id, settings.secret, undefined, {
        execute: local ? [oidc.allowInsecureRequests] : [],
      });
      client.catch(() => this.discovered.delete(provider));
      this.discovered.set(provider, client);
    }
    return client;
  }
}

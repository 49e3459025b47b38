import { randomBytes } from 'node:crypto';
import type { OAuthMode, OAuthProvider } from '@holeout/shared/sign-in-providers';
import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import type { AppContext } from '../../app-context.ts';
import { sha256 } from '../../lib/sha256.ts';
import { HttpError } from '../../plugins/errors.ts';
import { notConfigured, type OAuthClients } from './oauth-clients.ts';
import type { SignInMethodsService } from './sign-in-methods.service.ts';
import type { TokenService } from './token.service.ts';

/** How long a started sign-in may take at the provider. */
const STATE_LIFETIME_MS = 10 * 60_000;
/** The web page every callback lands on (apps/web `paths.oauthReturn`); it reads the query. */
export const OAUTH_RETURN_PATH = '/oauth-return';
export const OAUTH_CANCELLED = 'Authentication cancelled';
export const OAUTH_STALE = 'This sign-in attempt has expired or was already used. Please try again.';
const OAUTH_FAILED = 'The provider did not confirm the sign-in. Please try again.';

/** The browser-binding cookie of one state: only the browser that started a sign-in may finish it. */
export function bindingCookieName(state: string): string {
  return `holeout_oauth_${sha256(state).slice(0, 16)}`;
}

/** A cookie for the callback only, readable by no script, sent on the provider's top-level redirect. */
export function bindingCookie(name: string, value: string, secure: boolean): string {
  const maxAge = value ? STATE_LIFETIME_MS / 1000 : 0;
  return `${name}=${value}; Path=/api/auth; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export interface CallbackInput {
  /** The callback's raw query string, handed to openid-client as received. */
  query: string;
  code?: string;
  state?: string;
  error?: string;
  /** The request's cookies by name. */
  cookies: Record<string, string>;
}

/**
 * Google and LinkedIn sign-in: authorisation code + PKCE + state + nonce, the state kept
 * server-side (single use, 10 minutes) and bound to the starting browser by a cookie. The
 * callback answers where to send the browser: the return page with a single-use ticket, a link
 * or setup token, or an error text.
 */
export class OAuthService {
  constructor(
    private readonly ctx: Pick<AppContext, 'config' | 'log'>,
    private readonly clients: OAuthClients,
    private readonly methods: SignInMethodsService,
    private readonly tokens: TokenService,
  ) {}

  providers() {
    return { providers: this.clients.configured() };
  }

  /** POST /auth/{provider}/init: the authorisation address and the binding cookie to set. */
  async init(provider: OAuthProvider, mode: OAuthMode, playerId: number | null) {
    if (!this.clients.configured().includes(provider)) throw new HttpError(404, notConfigured(provider));
    if (mode === 'link' && playerId === null) throw new HttpError(401, 'Authentication required. Please log in.');
    const binding = randomBytes(32).toString('base64url');
    const data = { provider, mode, nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
    const state = await this.methods.newChallenge('oauth_state', STATE_LIFETIME_MS, {
      playerId: mode === 'link' ? playerId : null,
      data: { ...data, binding: sha256(binding) },
    });
    const url = await this.clients.authorizationUrl(provider, { ...data, state });
    const cookie = bindingCookie(bindingCookieName(state), binding, this.ctx.config.publicUrl.startsWith('https:'));
    return {
      answer: {
        success: true as const,
        authUrl: url.href,
        sessionId: sha256(state).slice(0, 16),
        message: 'Redirecting',
      },
      cookie,
    };
  }

  /** GET /auth/{provider}/callback: the address of the return page, with the outcome in its query. */
  async callback(provider: OAuthProvider, input: CallbackInput): Promise<string> {
    const back = (params: Record<string, string>) =>
      `${this.ctx.config.publicUrl}${OAUTH_RETURN_PATH}?${new URLSearchParams({ ...params, provider })}`;
    // The state is used up first, whatever the provider answered: a refused sign-in cannot be resumed.
    const stored = input.state ? await this.methods.consumeChallenge('oauth_state', input.state) : null;
    const data = stored?.data;
    const mode = data?.mode ?? 'login';
    const fail = (message: string) => back({ oauth_error: message, mode });
    if (!input.state || !data || data.provider !== provider) return fail(OAUTH_STALE);
    const cookie = input.cookies[bindingCookieName(input.state)];
    if (!cookie || sha256(cookie) !== data.binding) return fail(OAUTH_STALE);
    if (input.error) return fail(input.error === 'access_denied' ? OAUTH_CANCELLED : OAUTH_FAILED);
    try {
      const claims = await this.clients.exchange(provider, input.query, {
        state: input.state,
        nonce: data.nonce ?? '',
        codeVerifier: data.codeVerifier ?? '',
      });
      const identity = {
        provider,
        subject: claims.sub,
        email: claims.email,
        emailVerified: claims.emailVerified,
        name: claims.name ?? claims.email?.split('@')[0] ?? '',
        picture: claims.picture,
      };
      if (mode === 'link' && stored.playerId !== null) {
        await this.methods.link(stored.playerId, identity);
        return back({ oauth_success: 'true', action: 'linked', mode });
      }
      const outcome = await this.methods.signInOrPropose(identity);
      if (outcome.action !== 'signed_in')
        return back({ oauth_success: 'true', action: outcome.action, token: outcome.token, mode });
      const { ticket } = await this.tokens.issueTicket(outcome.playerId, null);
      return back({ oauth_success: 'true', action: 'signed_in', token: ticket, mode });
    } catch (err) {
      if (err instanceof HttpError) return fail(err.message);
      this.ctx.log.warn({ err, provider }, 'OpenID Connect callback refused');
      return fail(OAUTH_FAILED);
    }
  }
}

/** The callback's redirect and the return page it leads to. */
const POPUP_PAGES = new RegExp(`^(/api/auth/[a-z]+/callback|${OAUTH_RETURN_PATH})(\\?|$)`);

/**
 * The callback's redirect and the return page arrive in the popup from the provider's site; with
 * any opener policy but `unsafe-none` (redirects count too) the browser would move the popup to
 * a new browsing context group, cut off from the window that opened it and waits for its message.
 */
export function registerOAuthReturnPage(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (POPUP_PAGES.test(request.url)) reply.header('cross-origin-opener-policy', 'unsafe-none');
  });
}

import { z } from 'zod';
import { authResponseSchema, registerRequestSchema } from './accounts.ts';
import { idParamSchema } from './ids.ts';

/** Outside sign-in providers reached through OpenID Connect (DESIGN §1). */
export const OAUTH_PROVIDERS = ['google', 'linkedin'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** Every outside identity a player may sign in with. */
export const SIGN_IN_PROVIDERS = [...OAUTH_PROVIDERS, 'nostr'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

/** Spec 01 §3: provider entries, each with a display name, an icon (a letter mark) and a colour. */
export const PROVIDER_ENTRIES: Record<SignInProvider, { name: string; icon: string; colour: string }> = {
  google: { name: 'Google', icon: 'G', colour: '#4285f4' },
  linkedin: { name: 'LinkedIn', icon: 'in', colour: '#0a66c2' },
  nostr: { name: 'Nostr', icon: 'N', colour: '#8e44ad' },
};

/** Spec 01 §9: OAuth popup size, close polling, timeout and the popup's own close delay. */
export const OAUTH_POPUP = { width: 500, height: 600, pollMs: 1000, timeoutMs: 300_000, closeDelayMs: 100 } as const;
/** Spec 01 §9: the setup page redirects 1.5 s after success. */
export const SETUP_REDIRECT_MS = 1500;
/** Link and setup tokens live 15 minutes (DESIGN §1). */
export const LINK_TOKEN_LIFETIME_SECONDS = 15 * 60;
/** The postMessage type of a popup's result (spec 01 §4). */
export const OAUTH_RESULT = 'OAUTH_RESULT';

export const oauthProviderParamsSchema = z.object({ provider: z.enum(OAUTH_PROVIDERS) });

/** GET /auth/providers: the OpenID Connect providers this server is configured for. */
export const providersResponseSchema = z.object({ providers: z.array(z.enum(OAUTH_PROVIDERS)) });
export type ProvidersResponse = z.infer<typeof providersResponseSchema>;

/**
 * POST /auth/{provider}/init. `login` and `signup` start a sign-in; `link` (bearer token required)
 * adds the provider to the signed-in account.
 */
export const oauthInitRequestSchema = z.object({ mode: z.enum(['login', 'signup', 'link']) });
export type OAuthMode = z.infer<typeof oauthInitRequestSchema>['mode'];
export const oauthInitResponseSchema = z.object({
  success: z.literal(true),
  authUrl: z.string(),
  sessionId: z.string(),
  message: z.string(),
});

/** GET /auth/{provider}/callback: what the provider sends back to the redirect URI. */
export const oauthCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  iss: z.string().max(500).optional(),
});

const signedTokenSchema = z.string().min(1).max(4000);

/** POST /api/auth/link-oauth (bearer: the account signed in with its password). */
export const linkOAuthRequestSchema = z.object({
  linkToken: signedTokenSchema,
  provider: z.enum(SIGN_IN_PROVIDERS),
});

/** POST /api/auth/complete-oauth-signup */
export const completeOAuthSignupRequestSchema = z.object({
  setupToken: signedTokenSchema,
  displayName: registerRequestSchema.shape.name,
  provider: z.enum(SIGN_IN_PROVIDERS),
});

/**
 * Spec 01 §3: what a link or setup token carries. `subject` is the provider's id of the person
 * (`googleId` in the spec); `action` says which page the token is for.
 */
export const linkTokenPayloadSchema = z.object({
  action: z.enum(['link', 'setup']),
  provider: z.enum(SIGN_IN_PROVIDERS),
  subject: z.string(),
  /** The spec's name of `subject` for a Google identity (clients of the spec read it). */
  googleId: z.string().optional(),
  email: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
  emailVerified: z.boolean(),
});
export type LinkTokenPayload = z.infer<typeof linkTokenPayloadSchema>;

/** POST /auth/nostr/challenge: what the extension signs (NIP-98: kind 27235, `u`, `method`). */
export const nostrChallengeResponseSchema = z.object({
  challenge: z.string(),
  url: z.string(),
  method: z.literal('POST'),
  expires_in: z.number().int(),
});

/** A Nostr event as NIP-01 defines it; the server checks id, signature and every tag. */
export const nostrEventSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{64}$/),
  pubkey: z.string().regex(/^[0-9a-f]{64}$/),
  created_at: z.number().int().nonnegative(),
  kind: z.number().int().nonnegative(),
  tags: z.array(z.array(z.string().max(2000)).max(10)).max(20),
  content: z.string().max(2000),
  sig: z.string().regex(/^[0-9a-f]{128}$/),
});
export type NostrEvent = z.infer<typeof nostrEventSchema>;

/** POST /auth/nostr/sign-in and /auth/nostr/link: the signed NIP-98 event. */
export const nostrEventRequestSchema = z.object({ event: nostrEventSchema });

/** A known npub is signed in; a new one gets a setup token for /setup-account. */
export const nostrSignInResponseSchema = z.union([
  authResponseSchema,
  z.object({ success: z.literal(true), setupToken: z.string(), message: z.string() }),
]);

/** GET /auth/sign-in-methods: how the signed-in player can sign in. */
export const signInMethodSchema = z.object({
  /** Null for the password; the identity's id otherwise (for unlinking). */
  id: z.number().int().nullable(),
  kind: z.enum(['password', ...SIGN_IN_PROVIDERS]),
  /** What identifies it: the e-mail for the password and OpenID providers, the npub short form for Nostr. */
  label: z.string(),
  linked_at: z.string().nullable(),
});
export type SignInMethod = z.infer<typeof signInMethodSchema>;
export const signInMethodsResponseSchema = z.object({
  methods: z.array(signInMethodSchema),
  /** The OpenID Connect providers that can be linked on this server. */
  providers: z.array(z.enum(OAUTH_PROVIDERS)),
});
export const signInMethodParamsSchema = z.object({ id: idParamSchema });

/** The short form of an npub shown in settings: `npub1abcd…wxyz`. */
export function shortNpub(npub: string): string {
  return npub.length > 20 ? `${npub.slice(0, 10)}…${npub.slice(-6)}` : npub;
}

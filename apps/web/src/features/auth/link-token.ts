import { type LinkTokenPayload, SIGN_IN_PROVIDERS, type SignInProvider } from '@holeout/shared/sign-in-providers';

/** Spec 01 §5: what /link-account and /setup-account say about their query. */
export const INVALID_TOKEN_FORMAT = 'Invalid token format';

export type LinkRequest =
  | { ok: true; token: string; provider: SignInProvider; payload: LinkTokenPayload }
  | { ok: false; message: string };

/**
 * Reads the query of /link-account or /setup-account: the signed token's claims (read, not
 * verified: the server checks the signature when the form is sent) and the provider.
 */
export function readLinkRequest(params: URLSearchParams, missing: string): LinkRequest {
  const token = params.get('token');
  const provider = params.get('provider');
  if (!token || !provider) return { ok: false, message: missing };
  const payload = decodeClaims(token);
  if (!payload || !SIGN_IN_PROVIDERS.includes(provider as SignInProvider) || payload.provider !== provider) {
    return { ok: false, message: INVALID_TOKEN_FORMAT };
  }
  return { ok: true, token, provider: payload.provider, payload };
}

function decodeClaims(token: string): LinkTokenPayload | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Partial<LinkTokenPayload>;
    if (typeof claims.email !== 'string' || typeof claims.name !== 'string' || !claims.provider) return null;
    return claims as LinkTokenPayload;
  } catch {
    return null;
  }
}

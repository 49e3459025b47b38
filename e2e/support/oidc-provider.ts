/**
 * The harness's OpenID provider (a real oidc-provider on loopback, APP_PORT − 8) that stands in
 * for Google: any login is accepted with any password; the login is the e-mail address.
 */
import { OIDC_TEST_CLIENT } from '../../apps/server/src/test/oidc-test-provider.ts';
import { APP_PORT, APP_URL } from './harness-urls.ts';

export const OIDC_PORT = APP_PORT - 8;
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;

/** The server configuration that points Google sign-in at the harness's provider. */
export const GOOGLE_AT_TEST_PROVIDER = {
  GOOGLE_CLIENT_ID: OIDC_TEST_CLIENT.clientId,
  GOOGLE_CLIENT_SECRET: OIDC_TEST_CLIENT.clientSecret,
  GOOGLE_ISSUER: OIDC_ISSUER,
};

/** The redirect URI the provider accepts: the app's Google callback. */
export const GOOGLE_REDIRECT_URI = `${APP_URL}/api/auth/google/callback`;

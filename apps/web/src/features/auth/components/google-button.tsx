import { useId } from 'react';
import { useInitGoogleOAuth } from '../api/init-google-oauth.ts';

export const GOOGLE_INIT_FAILED = 'Failed to initialize Google OAuth';

/** Starts Google sign-in or sign-up; says so plainly when the server cannot start it. */
export function GoogleButton({ mode }: { mode: 'login' | 'signup' }) {
  const init = useInitGoogleOAuth();
  const error = init.isError ? GOOGLE_INIT_FAILED : null;
  const errorId = useId();

  return (
    <div className="google-sign-in">
      <button
        type="button"
        className="button button-secondary button-block"
        onClick={() => init.mutate(mode)}
        disabled={init.isPending}
        aria-describedby={error ? errorId : undefined}
      >
        <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <path
            fill="#4285F4"
            d="M45 24.5c0-1.6-.1-3.1-.4-4.5H24v8.5h11.8a10 10 0 0 1-4.4 6.6v5.5h7.1C42.6 36.8 45 31.2 45 24.5z"
          />
          <path
            fill="#34A853"
            d="M24 46c5.9 0 10.9-2 14.5-5.4l-7.1-5.5c-2 1.3-4.5 2.1-7.4 2.1-5.7 0-10.5-3.8-12.2-9H4.5v5.7A22 22 0 0 0 24 46z"
          />
          <path fill="#FBBC05" d="M11.8 28.2a13 13 0 0 1 0-8.4v-5.7H4.5a22 22 0 0 0 0 19.8z" />
          <path
            fill="#EA4335"
            d="M24 10.8c3.2 0 6 1.1 8.3 3.2l6.2-6.2A22 22 0 0 0 4.5 14.1l7.3 5.7c1.7-5.2 6.5-9 12.2-9z"
          />
        </svg>
        {mode === 'login' ? 'Sign in with Google' : 'Sign up with Google'}
      </button>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

import {
  ApiError,
  NetworkError,
  UNEXPECTED_RESPONSE,
  UNKNOWN_SERVER_ERROR,
  UNPARSABLE_ERROR_BODY,
} from '../../lib/api-client.ts';

/**
 * The text of a failed duel call (spec 02 §8): the server's own message when it gave one (a
 * refusal such as 'This duel has already been answered.'), else the situation's fallback text
 * ('Failed to create duel.' …). A server error or an unreadable answer has no message worth
 * showing, and an unreachable server says so.
 */
export function duelErrorText(err: unknown, fallback: string): string {
  if (err instanceof NetworkError) return err.message;
  if (!(err instanceof ApiError) || err.status >= 500) return fallback;
  const generic =
    err.message === UNKNOWN_SERVER_ERROR ||
    err.message === UNPARSABLE_ERROR_BODY ||
    err.message === UNEXPECTED_RESPONSE ||
    err.message.startsWith('HTTP error! status:');
  return generic ? fallback : err.message;
}

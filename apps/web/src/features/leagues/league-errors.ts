import { LEAGUE_MESSAGES } from '@holeout/shared/leagues';
import {
  ApiError,
  NetworkError,
  UNEXPECTED_RESPONSE,
  UNKNOWN_SERVER_ERROR,
  UNPARSABLE_ERROR_BODY,
} from '../../lib/api-client.ts';
import { readableMessage } from '../../lib/field-errors.ts';

/** Spec 02 §8 fallback texts, verbatim (one place: the shared contract). */
export const LEAGUE_FAILURES = LEAGUE_MESSAGES;

/**
 * The text of a failed league call (spec 02 §8): the server's own message when it gave one (a
 * refusal such as the subscription message), else the situation's fallback ('Failed to join
 * league.' …). A server error or an unreadable answer has no message worth showing; an unreachable
 * server says so.
 */
export function leagueErrorText(err: unknown, fallback: string): string {
  if (err instanceof NetworkError) return err.message;
  if (!(err instanceof ApiError) || err.status >= 500) return fallback;
  const generic =
    err.message === UNKNOWN_SERVER_ERROR ||
    err.message === UNPARSABLE_ERROR_BODY ||
    err.message === UNEXPECTED_RESPONSE ||
    err.message.startsWith('HTTP error! status:');
  if (generic) return fallback;
  return err.status === 400 ? readableMessage(err.message) : err.message;
}

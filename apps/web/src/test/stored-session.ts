import type { SessionUploadInput } from '@holeout/shared/putt-log';
import type { UploadedSession } from '@holeout/shared/sessions';

/** The server's answer to an upload: the stored session, as `POST /api/sessions` returns it. */
export function storedSession(body: SessionUploadInput, sessionNumber: number): UploadedSession {
  return {
    session_id: body.session_id,
    session_number: sessionNumber,
    start_time: body.started_at,
    created_at: body.started_at,
    session_duration: body.duration_seconds ?? 0,
    putting_distance_feet: body.putting_distance_feet ?? 7,
    putts: body.putts?.length ?? 0,
    makes: body.putts?.filter((p) => p.result === 'MAKE').length ?? 0,
    misses: body.putts?.filter((p) => p.result === 'MISS').length ?? 0,
    best_streak: 0,
    fastest_21_makes: null,
    putts_per_minute: null,
    makes_per_minute: null,
    most_makes_in_60_seconds: 0,
    competition: null,
    capture_source: 'phone',
    details_locked: false,
    makes_overview: {},
    misses_overview: {},
    makes_by_category: {},
    misses_by_category: {},
    consecutive_by_category: {},
    irl_player: null,
  };
}

import type { MembershipTier } from '@holeout/shared/membership';
import { type BrokenPuttLimit, firstBrokenPuttLimit } from '@holeout/shared/putt-limits';
import {
  type CapturedUpload,
  type CaptureSource,
  canonicalPuttLog,
  MAX_STARTED_AT_AHEAD_MS,
  type SessionUpload,
} from '@holeout/shared/putt-log';
import type { SessionSummary, SessionsPage, UploadedSession } from '@holeout/shared/sessions';
import { computeSessionFigures, type SessionFigures } from '@holeout/shared/stats/session-figures';
import { type SessionMoment, sessionMoment } from '@holeout/shared/stats/session-moment';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { PlayerReadCache } from '../../lib/player-read-cache.ts';
import { sha256 } from '../../lib/sha256.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { CareerService } from '../career/career.service.ts';
import type { CertificatesService } from '../certificates/certificates.service.ts';
import type { SessionCompetitionHook } from '../competitions/competition-kind.ts';
import { headlineColumns } from '../competitions/competition-submission.ts';
import { presentPage, presentUploadedSession } from './session.presenter.ts';
import { findSessionBySessionId, insertSession, listSessionsPage, type NewSessionValues } from './sessions.repo.ts';
import { sessionsCsv } from './sessions-csv.ts';

/** 422 for a session that breaks a physical limit of putting (decision 041): the limit and the putt. */
export const impossibleSessionMessage = (broken: BrokenPuttLimit) =>
  `Physically impossible session: ${broken.message}.`;

/** 409 when a session id belongs to someone else. */
export const SESSION_TAKEN = 'This session was already uploaded by another player.';

/** What an upload produced: `created` false when the same player had already stored this id. */
export interface UploadResult {
  created: boolean;
  session: UploadedSession;
  /** Said after a new session of the player's own history (decision 057); absent on a retry. */
  moment?: SessionMoment | null;
}

/** Uploads from the desktop app (and the phone), and a player's history. */
export class SessionsService {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'events' | 'clock'>,
    private readonly career: CareerService,
    private readonly competitions: SessionCompetitionHook,
    private readonly certificates: Pick<CertificatesService, 'awardForSession'>,
    /** History pages kept as sent while every change is heard (decision 062); off unless given. */
    private readonly reads = new PlayerReadCache({ ttlMs: 0, maxChars: 0 }),
  ) {}

  /**
   * Stores one uploaded session and folds it into the player's career, all in one transaction.
   *
   * The player's career row is locked first, so one player's uploads run one at a time: the
   * session number is `total_sessions + 1` without gaps and the sums stay exact. The insert itself
   * detects an id that is already stored (no lookup before it): retrying an id the player already
   * stored answers the stored session and counts nothing twice; another player's id, or losing a
   * race for one, gets 409 and stores nothing. IRL sessions are stored without a number and leave
   * the career (and the certificates, awarded with the career) untouched (DESIGN §5).
   * `session.uploaded` is raised once the session is committed.
   *
   * `source` is how the session was captured, decided by the path it came through (decision 039);
   * a retry through another path answers the stored session, whose source does not change.
   */
  async upload(playerId: number, body: SessionUpload, source: CaptureSource): Promise<UploadResult> {
    const upload: CapturedUpload = { ...body, capture_source: source };
    if (Date.parse(upload.started_at) > this.ctx.clock.now().getTime() + MAX_STARTED_AT_AHEAD_MS) {
      throw new HttpError(400, 'started_at: must not be in the future');
    }
    // Every upload route comes through here, so no route can store a session no golfer could putt.
    const impossible = firstBrokenPuttLimit(upload.putts, upload.duration_seconds);
    if (impossible) throw new HttpError(422, impossibleSessionMessage(impossible));
    // The pure work happens before the transaction so the lock is held only for the SQL.
    const canonicalLog = canonicalPuttLog(upload.putts);
    const figures = computeSessionFigures(upload.putts, upload.duration_seconds);
    const irl = upload.irl_player !== undefined;

    const result = await this.ctx.db.transaction(async (tx) => {
      const career = await this.career.lockForUpload(tx, playerId);
      // A retry that names a duel or league round is answered before its competition is checked:
      // the first upload may have closed it since. Only such uploads pay for the lookup.
      const namesCompetition = upload.duel_id !== undefined || upload.league_round_id !== undefined;
      if (namesCompetition && (await findSessionBySessionId(tx, upload.session_id))) {
        return alreadyStored(tx, upload.session_id, playerId);
      }
      const competition = await this.competitions.resolve(tx, playerId, upload);
      const values = sessionValues(playerId, upload, figures, sha256(canonicalLog));
      const row = await insertSession(
        tx,
        { ...values, sessionNumber: irl ? null : career.total_sessions + 1, competition },
        canonicalLog,
      );
      // Null: the id is taken, by this player's earlier upload or by someone else.
      if (!row) return alreadyStored(tx, upload.session_id, playerId);
      if (irl) return { created: true, session: presentUploadedSession(row) };
      // The moment compares with the career as it was and the session before (decision 057).
      const [previous] =
        career.total_sessions > 0 ? await listSessionsPage(tx, playerId, 1, career.total_sessions) : [];
      const moment = sessionMoment(figures, career, previous ?? null);
      await this.career.addSession(tx, playerId, career, figures, upload.started_at);
      await this.certificates.awardForSession(tx, playerId, career, { ...row, puttLogSha256: values.puttLogSha256 });
      return { created: true, session: presentUploadedSession(row), moment };
    });

    if (result.created) {
      // This instance's own pages show it before the upload answers; others once they hear it.
      this.reads.changed(playerId);
      this.ctx.events.emit('session.uploaded', {
        playerId,
        sessionId: result.session.session_id,
        sessionNumber: result.session.session_number,
        duelId: upload.duel_id ?? null,
        leagueRoundId: upload.league_round_id ?? null,
      });
    }
    return result;
  }

  /**
   * One newest-first page of a player's history. The total comes from the career row (no count
   * over the sessions) and the rows from the (player_id, session_number) index. What the viewer
   * may open depends on the viewer's tier, which arrives with the token (`AuthIdentity`).
   */
  async page(viewerTier: MembershipTier, playerId: number, page: number, limit: number): Promise<SessionsPage> {
    const player = await this.career.playerSessionCount(playerId);
    const total = player.totalSessions;
    const offset = (page - 1) * limit;
    const rows = offset < total ? await listSessionsPage(this.ctx.db, playerId, limit, total - offset) : [];
    return {
      player_id: playerId,
      player_name: player.name,
      sessions: presentPage(rows, page, viewerTier),
      pagination: { page, limit, total, total_pages: Math.ceil(total / limit) },
    };
  }

  /**
   * {@link page} as the JSON sent, kept in memory per player, page, size and viewer's tier until
   * anything it shows changes (decision 062). The caller has already checked the viewer may read.
   */
  pageJson(viewerTier: MembershipTier, playerId: number, page: number, limit: number): Promise<string> {
    return this.reads.answer(`sessions:${playerId}:${page}:${limit}:${viewerTier}`, playerId, () =>
      this.page(viewerTier, playerId, page, limit),
    );
  }

  /** The player's newest sessions: the first page, with the same membership rule. */
  async latest(viewerTier: MembershipTier, playerId: number, limit: number): Promise<{ sessions: SessionSummary[] }> {
    const { sessions } = await this.page(viewerTier, playerId, 1, limit);
    return { sessions };
  }

  /** {@link latest} as the JSON sent, kept like {@link pageJson} (the dashboard reads it on every visit). */
  latestJson(viewerTier: MembershipTier, playerId: number, limit: number): Promise<string> {
    return this.reads.answer(`latest:${playerId}:${limit}:${viewerTier}`, playerId, () =>
      this.latest(viewerTier, playerId, limit),
    );
  }

  /** The player's whole history as a CSV download, streamed batch by batch. */
  csvExport(playerId: number): { fileName: string; lines: AsyncGenerator<string> } {
    const day = this.ctx.clock.now().toISOString().slice(0, 10);
    return { fileName: `holeout-sessions-${day}.csv`, lines: sessionsCsv(this.ctx.db, playerId) };
  }
}

/** The stored session when it is the uploader's own (a retried upload), else 409. */
async function alreadyStored(tx: Tx, sessionId: string, playerId: number): Promise<UploadResult> {
  const existing = await findSessionBySessionId(tx, sessionId);
  if (!existing || existing.playerId !== playerId) throw new HttpError(409, SESSION_TAKEN);
  return { created: false, session: presentUploadedSession(existing) };
}

/** The columns of a new session row, from the upload and the figures derived from its log. */
function sessionValues(
  playerId: number,
  upload: CapturedUpload,
  figures: SessionFigures,
  logSha256: string,
): Omit<NewSessionValues, 'sessionNumber' | 'competition'> {
  return {
    sessionId: upload.session_id,
    playerId,
    startedAt: new Date(upload.started_at),
    durationSeconds: upload.duration_seconds ?? null,
    puttingDistanceFeet: upload.putting_distance_feet,
    puttLogSha256: logSha256,
    irlPlayer: upload.irl_player ?? null,
    duelId: upload.duel_id ?? null,
    leagueRoundId: upload.league_round_id ?? null,
    captureSource: upload.capture_source,
    captureLabels: upload.labels?.length ? upload.labels : null,
    ...headlineColumns(figures),
    puttsPerMinute: figures.putts_per_minute,
    makesOverview: figures.makes_overview,
    missesOverview: figures.misses_overview,
    makesByCategory: figures.makes_by_category,
    missesByCategory: figures.misses_by_category,
    consecutiveByCategory: figures.consecutive_by_category,
  };
}

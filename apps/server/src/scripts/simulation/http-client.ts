/**
 * A minimal client for the public Holeout API, speaking to it exactly as the
 * desktop app does: sign in with e-mail and password, then upload sessions
 * with the bearer token. Only global `fetch`; no server internals.
 */
import type { AuthResponse } from '@holeout/shared/accounts';
import type { CareerStats } from '@holeout/shared/career';
import type { ActiveCompetitions } from '@holeout/shared/competitions';
import type { Duel } from '@holeout/shared/duels';
import type { LeagueDetail, LeagueList } from '@holeout/shared/leagues';
import type { SessionUploadInput } from '@holeout/shared/putt-log';
import type { sessionUploadResponseSchema } from '@holeout/shared/sessions';
import type { z } from 'zod';

/** The session as the upload answer describes it (figures derived by the server). */
export type UploadedSession = z.infer<typeof sessionUploadResponseSchema>['session'];

/** A failure worth showing to the person running the script as it is. */
export class ClientError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'ClientError';
  }
}

/** The answer to an upload: 201 when stored now, 200 when this session id was already stored. */
export interface UploadResult {
  status: number;
  created: boolean;
  session: UploadedSession;
}

/** Talks to one Holeout server; sign in first, then upload. */
export class HoleoutClient {
  private token: string | null = null;
  private readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  /** Signs in through `POST /api/login` and keeps the bearer token for later calls. */
  async login(email: string, password: string): Promise<AuthResponse> {
    const body = await this.call<AuthResponse>('POST', '/api/login', { email, password });
    this.token = body.token;
    return body;
  }

  /** Uploads one session through `POST /api/sessions`. */
  async uploadSession(body: SessionUploadInput): Promise<UploadResult> {
    const { status, json } = await this.request('POST', '/api/sessions', body);
    const answer = json as { created: boolean; session: UploadedSession };
    return { status, created: answer.created, session: answer.session };
  }

  /** Reads `GET /api/career-stats?player_id=` as the signed-in player sees it. */
  async careerStats(playerId: number): Promise<CareerStats> {
    return this.call<CareerStats>('GET', `/api/career-stats?player_id=${playerId}`);
  }

  /** Reads `GET /api/duels/{id}`: the duel's rules, players and state. */
  async duel(duelId: number): Promise<Duel> {
    return this.call<Duel>('GET', `/api/duels/${duelId}`);
  }

  /** Reads `GET /api/leagues/{id}`: the league's rules, rounds, submissions and standings. */
  async league(leagueId: number): Promise<LeagueDetail> {
    return this.call<LeagueDetail>('GET', `/api/leagues/${leagueId}`);
  }

  /** Reads `GET /api/leagues`: the signed-in player's leagues. */
  async leagues(): Promise<LeagueList> {
    return this.call<LeagueList>('GET', '/api/leagues');
  }

  /** Reads `GET /api/active-competitions`: what awaits a session from the signed-in player. */
  async activeCompetitions(): Promise<ActiveCompetitions> {
    return this.call<ActiveCompetitions>('GET', '/api/active-competitions');
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    return (await this.request(method, path, body)).json as T;
  }

  private async request(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const url = `${this.baseUrl}${path}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    let res: Response;
    try {
      res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch (err) {
      const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message;
      throw new ClientError(
        `Cannot reach the Holeout server at ${this.baseUrl} (${cause}). Is it running? Start it with \`npm start\` or pass --url.`,
        0,
      );
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      throw new ClientError(
        `${method} ${path} answered ${res.status} with a body that is not JSON: is ${this.baseUrl} a Holeout server?`,
        res.status,
      );
    }
    if (!res.ok) {
      const message = (json as { message?: string } | null)?.message ?? res.statusText;
      throw new ClientError(`${method} ${path} failed with ${res.status}: ${message}`, res.status);
    }
    return { status: res.status, json };
  }
}

import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import { HttpError } from '../../plugins/errors.ts';
import { leagueCalendar } from './league-calendar.ts';
import { standingsCsv } from './league-standings-csv.ts';
import { LEAGUES_TEXT } from './league-texts.ts';
import * as repo from './leagues.repo.ts';
import type { LeaguesService } from './leagues.service.ts';

/** A file for the client: its name and text. */
export interface ExportFile {
  fileName: string;
  body: string;
}

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** File-shaped views of a league: the calendar feed of its rounds and the standings CSV. */
export class LeagueExports {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
    private readonly leagues: LeaguesService,
  ) {}

  /**
   * GET /leagues/{id}/calendar.ics. A calendar app cannot send a bearer token, so the feed is
   * opened by the member's own feed secret (`member` + `token`, from the league page), checked in
   * constant time against their current membership: leaving the league ends the feed, joining
   * again issues a new secret. A signed-in viewer who may read the league gets it with the bearer
   * token too. Anything else is 404, the same as an unknown league.
   */
  async calendar(id: number, viewerId: number | null, member?: number, token?: string): Promise<ExportFile> {
    let view: repo.LeagueView | null = null;
    if (member !== undefined && token !== undefined) {
      const row = await repo.findMember(this.ctx.db, id, member);
      if (row && row.leftAt === null && sameSecret(row.calendarToken, token))
        view = await repo.findLeagueView(this.ctx.db, id);
    } else if (viewerId !== null) {
      view = await this.leagues.visible(viewerId, id);
    } else {
      throw new HttpError(401, 'Authentication required. Please log in.');
    }
    if (!view) throw new HttpError(404, LEAGUES_TEXT.notFound);
    const rounds = await repo.listRounds(this.ctx.db, id);
    return {
      fileName: `holeout-league-${id}.ics`,
      body: leagueCalendar(view.league, rounds, this.ctx.config.publicUrl, this.ctx.clock.now()),
    };
  }

  /** GET /leagues/{id}/standings.csv: for whoever may read the league. */
  async standings(viewerId: number, id: number): Promise<ExportFile> {
    const detail = await this.leagues.detail(viewerId, id);
    return { fileName: `holeout-league-${id}-standings.csv`, body: standingsCsv(detail) };
  }
}

/**
 * How a duel reads from one viewer's side (spec 02 §2 "Duels page"): which of the four sections
 * it belongs to, who the opponent is, its status and result labels, and the order of a section's
 * rows. Pure, so the categorisation and sorting rules are tested once.
 */
import type { Duel } from '@holeout/shared/duels';

/** The four sections of /duels with their titles, in page order. */
export const SECTION_TITLES = {
  received: 'Invitations Received',
  sent: 'Invitations Sent',
  active: 'Active Duels',
  completed: 'Completed Duels',
} as const;
export type DuelSection = keyof typeof SECTION_TITLES;
export const DUEL_SECTIONS = Object.keys(SECTION_TITLES) as DuelSection[];

/** Spec 02 §2: the text of an empty section. */
export const NO_DUELS_IN_CATEGORY = 'No duels in this category.';

export type DuelRole = 'creator' | 'invited';

/** The viewer's side of the duel, or null for a duel they do not take part in. */
export function viewerRole(duel: Duel, viewerId: number): DuelRole | null {
  if (duel.creator_id === viewerId) return 'creator';
  if (duel.invited_player_id === viewerId) return 'invited';
  return null;
}

/**
 * Spec 02 §2 categorisation. Received: pending, viewer invited. Sent: pending or
 * pending_new_player, viewer creator. Active: active. Completed: completed, expired and declined.
 * Cancelled duels (DESIGN §4: hidden from lists) and duels of others belong nowhere.
 */
export function duelSection(duel: Duel, viewerId: number): DuelSection | null {
  const role = viewerRole(duel, viewerId);
  if (role === null) return null;
  switch (duel.status) {
    case 'pending':
      return role === 'invited' ? 'received' : 'sent';
    case 'pending_new_player':
      return role === 'creator' ? 'sent' : null;
    case 'active':
      return 'active';
    case 'completed':
    case 'expired':
    case 'declined':
      return 'completed';
    default:
      return null;
  }
}

/** Every duel of the viewer sorted into the four sections (input order kept within each). */
export function categoriseDuels(duels: readonly Duel[], viewerId: number): Record<DuelSection, Duel[]> {
  const sections: Record<DuelSection, Duel[]> = { received: [], sent: [], active: [], completed: [] };
  for (const duel of duels) {
    const section = duelSection(duel, viewerId);
    if (section) sections[section].push(duel);
  }
  return sections;
}

/** The other participant as the viewer sees them. */
export interface Opponent {
  /** Null while a new player has not registered yet. */
  id: number | null;
  name: string;
}

/** The other side: the invitee (or the invited contact before they register) or the creator. */
export function opponentOf(duel: Duel, viewerId: number): Opponent {
  if (duel.creator_id === viewerId) {
    return {
      id: duel.invited_player_id,
      name: duel.invited_player_name ?? duel.invited_contact ?? 'New player',
    };
  }
  return { id: duel.creator_id, name: duel.creator_name };
}

export type DuelResult = 'Won' | 'Lost' | 'Draw';

/** Won, Lost or Draw for a completed duel (Draw when winner_id is null); null for any other status. */
export function duelResult(duel: Pick<Duel, 'status' | 'winner_id'>, viewerId: number): DuelResult | null {
  if (duel.status !== 'completed') return null;
  if (duel.winner_id === null) return 'Draw';
  return duel.winner_id === viewerId ? 'Won' : 'Lost';
}

/** The status as words, from the viewer's side where that matters. */
export function duelStatusLabel(duel: Duel, viewerId: number): string {
  switch (duel.status) {
    case 'pending':
      return viewerRole(duel, viewerId) === 'invited' ? 'Awaiting your answer' : 'Awaiting answer';
    case 'pending_new_player':
      return 'Awaiting sign-up';
    case 'active': {
      if (ownSessionId(duel, viewerId)) return 'Active · you submitted';
      const role = viewerRole(duel, viewerId);
      const theirs =
        role === 'creator'
          ? duel.invited_player_submitted_session_id
          : role === 'invited'
            ? duel.creator_submitted_session_id
            : null;
      return theirs ? 'Active · opponent submitted' : 'Active';
    }
    case 'completed':
      return duel.forfeit ? 'Completed (forfeit)' : 'Completed';
    case 'declined':
      return 'Declined';
    case 'expired':
      return 'Expired';
    case 'cancelled':
      return 'Cancelled';
  }
}

/** The session the viewer submitted to this duel, if any. */
export function ownSessionId(duel: Duel, viewerId: number): string | null {
  const role = viewerRole(duel, viewerId);
  if (role === 'creator') return duel.creator_submitted_session_id;
  if (role === 'invited') return duel.invited_player_submitted_session_id;
  return null;
}

/** The viewer's score and the opponent's, or null before the duel is completed. */
export function scoresOf(duel: Duel, viewerId: number): { mine: number | null; theirs: number | null } | null {
  if (duel.status !== 'completed') return null;
  const creator = duel.creator_id === viewerId;
  return {
    mine: creator ? duel.creator_score : duel.invited_player_score,
    theirs: creator ? duel.invited_player_score : duel.creator_score,
  };
}

/**
 * The date the Date column shows: when the duel ended for a finished one (completion, else the
 * deadline it passed), else the deadline still ahead.
 */
export function duelDate(duel: Duel): string {
  return duel.completed_at ?? duel.expires_at;
}

/** The duel's rules in one line: '5 min · 7.0 ft' or '21 putts · 7.0 ft'. */
export function rulesSummary(
  duel: Pick<Duel, 'competition_mode' | 'time_limit_minutes' | 'max_attempts' | 'putting_distance_feet'>,
): string {
  const what =
    duel.competition_mode === 'shoot_out'
      ? `${duel.max_attempts ?? '?'} putts`
      : `${duel.time_limit_minutes ?? '?'} min`;
  return `${what} · ${duel.putting_distance_feet.toFixed(1)} ft`;
}

export const SORT_KEYS = ['opponent', 'status', 'created', 'result', 'date'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'ascending' | 'descending';
export interface DuelSort {
  key: SortKey;
  direction: SortDirection;
}

/** Newest first: the order a section opens in. */
export const DEFAULT_SORT: DuelSort = { key: 'created', direction: 'descending' };

// Ascending reads worst to best: Lost, Draw, Won; duels without a result come first.
const RESULT_RANK: Record<DuelResult, number> = { Lost: 1, Draw: 2, Won: 3 };

function time(iso: string | null): number {
  const t = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(t) ? 0 : t;
}

function compareBy(key: SortKey, viewerId: number): (a: Duel, b: Duel) => number {
  switch (key) {
    case 'opponent':
      return (a, b) =>
        opponentOf(a, viewerId).name.localeCompare(opponentOf(b, viewerId).name, undefined, { sensitivity: 'base' });
    case 'status':
      return (a, b) => duelStatusLabel(a, viewerId).localeCompare(duelStatusLabel(b, viewerId));
    case 'created':
      return (a, b) => time(a.created_at) - time(b.created_at);
    case 'result':
      return (a, b) => {
        const ra = duelResult(a, viewerId);
        const rb = duelResult(b, viewerId);
        return (ra ? RESULT_RANK[ra] : 0) - (rb ? RESULT_RANK[rb] : 0);
      };
    case 'date':
      return (a, b) => time(duelDate(a)) - time(duelDate(b));
  }
}

/**
 * A section's rows in the chosen order. Ties keep a stable order: newest first, then by id, so
 * the rows never jump around between renders.
 */
export function sortDuels(duels: readonly Duel[], viewerId: number, sort: DuelSort): Duel[] {
  const primary = compareBy(sort.key, viewerId);
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...duels].sort(
    (a, b) => sign * primary(a, b) || time(b.created_at) - time(a.created_at) || b.duel_id - a.duel_id,
  );
}

/** Clicking a header: the same column flips its direction; another column starts ascending (dates newest first). */
export function nextSort(current: DuelSort, key: SortKey): DuelSort {
  if (current.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: key === 'created' || key === 'date' ? 'descending' : 'ascending' };
}

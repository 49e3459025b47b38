import type { Duel } from '@holeout/shared/duels';
import { formatDateTime } from '../../../lib/format.ts';
import {
  type DuelSection,
  duelDate,
  duelResult,
  duelStatusLabel,
  opponentOf,
  rulesSummary,
  SORT_KEYS,
  type SortKey,
  scoresOf,
} from '../duel-view.ts';

/** A column of a section; the sortable ones carry their sort key. */
export interface Column {
  key: SortKey | 'rules' | 'score';
  label: string;
}

export const isSortKey = (key: string): key is SortKey => (SORT_KEYS as readonly string[]).includes(key);

/** The columns of a section; only the completed one has a result and a score. */
export function columnsOf(section: DuelSection): Column[] {
  const finished = section === 'completed';
  const columns: Column[] = [
    { key: 'opponent', label: 'Opponent' },
    { key: 'rules', label: 'Rules' },
    { key: 'status', label: 'Status' },
    { key: 'created', label: 'Created' },
  ];
  if (finished) columns.push({ key: 'result', label: 'Result' }, { key: 'score', label: 'Score' });
  columns.push({ key: 'date', label: finished ? 'Date' : 'Expires' });
  return columns;
}

/** The texts of one duel row, shared by the table and the cards. */
export type RowView = Record<Exclude<Column['key'], 'rules'> | 'rules', string>;

export function rowView(duel: Duel, viewerId: number): RowView {
  const scores = scoresOf(duel, viewerId);
  return {
    opponent: opponentOf(duel, viewerId).name,
    rules: rulesSummary(duel),
    status: duelStatusLabel(duel, viewerId),
    created: formatDateTime(duel.created_at),
    result: duelResult(duel, viewerId) ?? '-',
    score: scores ? `${scores.mine ?? '-'} – ${scores.theirs ?? '-'}` : '-',
    date: formatDateTime(duelDate(duel)),
  };
}

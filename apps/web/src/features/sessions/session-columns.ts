/**
 * The columns of the Session History table after Details, in order (spec 01 §2 Dashboard, with
 * the session's date and time added). The row cells carry the same labels, which the phone
 * layout shows beside each figure.
 */
export const SESSION_COLUMNS = [
  { label: 'Session #', numeric: false },
  { label: 'Date', numeric: false },
  { label: 'Type', numeric: false },
  { label: 'Duration', numeric: true },
  { label: 'Makes', numeric: true },
  { label: 'Misses', numeric: true },
  { label: 'Top Streak', numeric: true },
  { label: 'Fastest 21', numeric: true },
  { label: 'PPM', numeric: true },
  { label: 'MPM', numeric: true },
  { label: 'Max 60s', numeric: true },
] as const;

export type SessionColumnLabel = (typeof SESSION_COLUMNS)[number]['label'];

/** Every column, Details included: the expanded row spans them all. */
export const SESSION_TABLE_COLUMNS = SESSION_COLUMNS.length + 1;

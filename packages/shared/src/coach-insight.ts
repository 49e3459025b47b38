/**
 * The dashboard's coach card reads an analysis as two plain lines (decision 057): its first line
 * of substance and its "Next" advice. Markdown emphasis and list marks are dropped; long lines are
 * cut at a word. Pure, used by the server when it answers GET /coach/insight.
 */

/** Longest line the card shows, in characters. */
export const INSIGHT_MAX_LENGTH = 240;

const plain = (line: string) =>
  line
    .replace(/^\s*[-*]\s+/, '')
    .replaceAll('**', '')
    .replaceAll('__', '')
    .trim();

function cut(text: string): string {
  if (text.length <= INSIGHT_MAX_LENGTH) return text;
  const head = text.slice(0, INSIGHT_MAX_LENGTH);
  const space = head.lastIndexOf(' ');
  return `${(space > 0 ? head.slice(0, space) : head).replace(/[,;:]$/, '')}…`;
}

/** The summary (first line that is not the bold title nor the Next line) and the Next advice. */
export function insightLines(markdown: string): { summary: string; next: string | null } {
  const lines = markdown
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const isTitle = (l: string) => /^\*\*[^*]+\*\*$/.test(l);
  const nextLine = lines.find((l) => /^next:/i.test(plain(l)));
  const summaryLine = lines.find((l) => !isTitle(l) && l !== nextLine);
  const next = nextLine ? plain(nextLine).replace(/^Next:\s*/i, '') : null;
  return { summary: cut(plain(summaryLine ?? lines[0] ?? '')), next: next ? cut(next) : null };
}

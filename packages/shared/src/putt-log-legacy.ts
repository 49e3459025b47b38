/**
 * The legacy `putt_list` shape the desktop app still sends: its "Putt Detailed Classification"
 * strings and their conversion into putts. Part of the putt log (`putt-log.ts` re-exports it).
 */
import { z } from 'zod';
import { type EntrySide, type MissKind, type Putt, puttTimeSchema, type Zone } from './putt-log-putts.ts';

/** The result of parsing a legacy "Putt Detailed Classification" string. */
export type LegacyDetail =
  | { result: 'MAKE'; zone: Zone; entry?: EntrySide }
  | { result: 'MISS'; miss: MissKind; entry?: EntrySide; exit?: EntrySide };

// Whitespace around separators is tolerated because the legacy app's exact
// spacing is not specified anywhere; the vocabulary itself is not negotiable.
const LEGACY_MAKE_RE = /^MAKE\s*-\s*HOLE\s*:\s*(TOP|RIGHT|LOW|LEFT)(?:\s*-\s*(LEFT|CENTER|RIGHT))?$/;
const LEGACY_MISS_RE =
  /^MISS\s*-\s*(RETURN|CATCH|TIMEOUT|QUICK\s+PUTT)(?:\s*:\s*(LEFT|CENTER|RIGHT)(?:\s*-\s*(LEFT|CENTER|RIGHT))?)?$/;

/**
 * Parses a legacy detail string such as `MAKE - HOLE: TOP - LEFT`,
 * `MAKE - HOLE: LOW`, `MISS - RETURN: LEFT - RIGHT`, `MISS - TIMEOUT: LEFT`
 * or `MISS - QUICK PUTT`.
 *
 * A miss with a single side (`MISS - TIMEOUT: LEFT`) is read as the *entry*
 * side: the legacy app writes the entry first and only appends the exit when
 * the ball came back out.
 *
 * @returns the parsed detail, or `null` when the string does not match the grammar.
 */
export function parseLegacyDetail(detail: string): LegacyDetail | null {
  const s = detail.trim();
  const make = LEGACY_MAKE_RE.exec(s);
  if (make) {
    const out: LegacyDetail = { result: 'MAKE', zone: make[1] as Zone };
    if (make[2] !== undefined) out.entry = make[2] as EntrySide;
    return out;
  }
  const miss = LEGACY_MISS_RE.exec(s);
  if (miss) {
    // Collapse "QUICK   PUTT" to the canonical single space.
    const kind = miss[1].replace(/\s+/g, ' ') as MissKind;
    const out: LegacyDetail = { result: 'MISS', miss: kind };
    if (miss[2] !== undefined) out.entry = miss[2] as EntrySide;
    if (miss[3] !== undefined) out.exit = miss[3] as EntrySide;
    return out;
  }
  return null;
}

/**
 * Formats a putt as the legacy app's "Putt Detailed Classification"
 * (inverse of {@link parseLegacyDetail}); useful for simulators and fixtures.
 * A miss with only an `exit` side is written as a single side, which parses
 * back as an entry — the legacy format cannot tell them apart.
 */
export function formatLegacyDetail(putt: Putt): string {
  if (putt.result === 'MAKE') {
    return putt.entry ? `MAKE - HOLE: ${putt.zone} - ${putt.entry}` : `MAKE - HOLE: ${putt.zone}`;
  }
  const sides = [putt.entry, putt.exit].filter((s): s is EntrySide => s !== undefined);
  return sides.length ? `MISS - ${putt.miss}: ${sides.join(' - ')}` : `MISS - ${putt.miss}`;
}

// Decimal numbers only (no hex, no "Infinity", no empty string — Number('') is 0).
const NUMERIC_STRING_RE = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?\s*$/;

// The legacy app sometimes serialises the time as a string ("3.20"); accept
// that but nothing looser, then apply the same rules as a normal `t`.
const legacyTimeSchema = z
  .union([z.number(), z.string()], { error: 'expected a number or a numeric string' })
  .transform((v, ctx) => {
    if (typeof v === 'number') return v;
    if (NUMERIC_STRING_RE.test(v)) return Number(v);
    ctx.issues.push({
      code: 'custom',
      input: v,
      message: `expected a number or a numeric string, got ${JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)}`,
    });
    return z.NEVER;
  })
  .pipe(puttTimeSchema);

/**
 * One element of the legacy desktop app's `putt_list`. Validates the element
 * and converts it to `{ putt_index, putt }`; a detail that cannot be parsed,
 * or whose MAKE/MISS disagrees with "Putt Classification", is reported at
 * `["Putt Detailed Classification"]` (relative to the element).
 * Unknown keys are ignored (not rejected) because the legacy app is not ours
 * to change and may carry extra bookkeeping fields.
 */
export const legacyPuttSchema = z
  .object({
    'Putt Index': z.number(),
    'Putt Classification': z.enum(['MAKE', 'MISS']),
    'Putt Detailed Classification': z.string(),
    'Putt Time': legacyTimeSchema,
  })
  .transform((el, ctx): { putt_index: number; putt: Putt } => {
    const detail = parseLegacyDetail(el['Putt Detailed Classification']);
    if (detail === null || detail.result !== el['Putt Classification']) {
      ctx.issues.push({
        code: 'custom',
        input: el['Putt Detailed Classification'],
        path: ['Putt Detailed Classification'],
        message:
          detail === null
            ? 'unrecognised detailed classification'
            : `detailed classification says ${detail.result} but Putt Classification is ${el['Putt Classification']}`,
      });
      return z.NEVER;
    }
    const t = el['Putt Time'];
    const putt: Putt =
      detail.result === 'MAKE'
        ? { t, result: 'MAKE', zone: detail.zone, ...(detail.entry && { entry: detail.entry }) }
        : {
            t,
            result: 'MISS',
            miss: detail.miss,
            ...(detail.entry && { entry: detail.entry }),
            ...(detail.exit && { exit: detail.exit }),
          };
    return { putt_index: el['Putt Index'], putt };
  });

/** A legacy `putt_list` element as sent by the desktop app (input side of {@link legacyPuttSchema}). */
export type LegacyPutt = z.input<typeof legacyPuttSchema>;

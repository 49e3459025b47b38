/**
 * Camera corrections: a putt's outcome in one word pair and the label the golfer's correction
 * leaves for the tracker's accuracy. Part of the putt log (`putt-log.ts` re-exports it).
 */
import { z } from 'zod';
import { MAX_PUTTS, MISS_KINDS, type MissKind, type Putt, ZONES, type Zone } from './putt-log-putts.ts';

/**
 * A putt's outcome in one word pair (`MAKE TOP`, `MISS QUICK PUTT`), or `NONE` for no putt: the
 * vocabulary of a camera correction.
 */
export type PuttOutcome = `MAKE ${Zone}` | `MISS ${MissKind}` | 'NONE';

/** Every {@link PuttOutcome}. */
export const PUTT_OUTCOMES = [
  ...ZONES.map((zone) => `MAKE ${zone}` as const),
  ...MISS_KINDS.map((kind) => `MISS ${kind}` as const),
  'NONE',
] as const satisfies readonly PuttOutcome[];

/** The outcome of one putt (its sides left out). */
export function puttOutcome(putt: Putt): Exclude<PuttOutcome, 'NONE'> {
  return putt.result === 'MAKE' ? `MAKE ${putt.zone}` : `MISS ${putt.miss}`;
}

/**
 * One correction the golfer made to the camera's call, kept with the session as a label for the
 * tracker's accuracy: the putt at `index` of the uploaded `putts` was seen as `from` and is `to`.
 * A putt the golfer removed (`to` NONE: a hand over the cup) was at `index` before it went; a putt
 * the golfer added has `from` NONE.
 */
export const captureLabelSchema = z
  .strictObject({
    index: z.number().int().min(0).max(MAX_PUTTS),
    from: z.enum(PUTT_OUTCOMES),
    to: z.enum(PUTT_OUTCOMES),
  })
  .refine((label) => label.from !== label.to, { path: ['to'], message: 'to must differ from from' });

/** One camera correction (see {@link captureLabelSchema}). */
export type CaptureLabel = z.infer<typeof captureLabelSchema>;

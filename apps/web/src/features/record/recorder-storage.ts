/**
 * Keeps the recorder in localStorage, per player, so a session in progress survives a reload, a
 * closed tab or a phone that reclaimed the page, and the distance, zone and miss kind last used
 * are the next session's defaults.
 */
import { captureLabelSchema, ENTRY_SIDES, MISS_KINDS, puttSchema, ZONES } from '@holeout/shared/putt-log';
import { z } from 'zod';
import { DEFAULT_SETTINGS, isValidDistance, type RecorderState } from './recorder.ts';

const storedSchema = z.object({
  settings: z.object({
    distanceFeet: z.number().refine(isValidDistance),
    zone: z.enum(ZONES),
    missKind: z.enum(MISS_KINDS),
    missSide: z.enum(ENTRY_SIDES).nullable().optional(),
  }),
  recording: z
    .object({
      sessionId: z.guid(),
      startedAtMs: z.number(),
      startedAt: z.string(),
      distanceFeet: z.number().refine(isValidDistance),
      putts: z.array(puttSchema),
      // Sessions saved before the camera mode were manual and had no labels.
      source: z.enum(['manual', 'camera']).default('manual'),
      labels: z.array(captureLabelSchema).default([]),
      competition: z
        .object({
          kind: z.enum(['duel', 'league']),
          id: z.number().int(),
          leagueId: z.number().int().nullable(),
          title: z.string(),
          mode: z.enum(['time_limit', 'shoot_out']),
          timeLimitMinutes: z.number().nullable(),
          maxAttempts: z.number().nullable(),
          distanceFeet: z.number(),
          requireTracked: z.boolean(),
          irlPlayer: z.string().nullable(),
        })
        .optional(),
      pausedMs: z.number().min(0).optional(),
      pausedAt: z.number().optional(),
    })
    .nullable(),
});

/** The localStorage key of one player's recorder. */
export function recorderKey(playerId: number): string {
  return `holeout.recorder.${playerId}`;
}

function defaultStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The player's saved recorder, or a fresh one (default settings, nothing recording). */
export function loadRecorder(playerId: number, storage: Storage | null = defaultStorage()): RecorderState {
  const fresh: RecorderState = { settings: DEFAULT_SETTINGS, recording: null };
  const raw = storage?.getItem(recorderKey(playerId));
  if (!raw) return fresh;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fresh;
  } catch {
    return fresh;
  }
}

/** Saves the recorder; a full or refused storage only costs the reload safety net. */
export function saveRecorder(playerId: number, state: RecorderState, storage: Storage | null = defaultStorage()) {
  try {
    storage?.setItem(recorderKey(playerId), JSON.stringify(state));
  } catch {
    // Nothing to do: the session goes on in memory.
  }
}

/**
 * The calibrations kept on this device, one per mat by name, in localStorage: a phone that goes
 * back on the same stand skips the setup. A kept calibration is replaced by redoing it.
 *
 * Test-only seed: the e2e writes a clip's calibration under {@link CALIBRATIONS_KEY} before the
 * page loads (the same shape this module writes), so it records on the clip without dragging.
 */
import { z } from 'zod';
import type { Calibration } from './camera-api.ts';

/** The localStorage key of the kept calibrations. */
export const CALIBRATIONS_KEY = 'holeout.camera.calibrations';

/** Longest mat name. */
export const MAX_MAT_NAME_LENGTH = 40;

const pointSchema = z.object({ x: z.number(), y: z.number() });
const polygonSchema = z.array(pointSchema).min(3).max(32);
const homographySchema = z.array(z.number()).length(9);
const regionSetSchema = z.object({
  cup: z.object({ cx: z.number(), cy: z.number(), r: z.number().positive() }),
  mat: polygonSchema,
  ramp: polygonSchema,
  catchArea: polygonSchema,
  returnTrack: polygonSchema,
  direction: z.number(),
});
/** A calibration: the regions in the camera's picture, its size and, when set up on a plane, the mapping. */
const calibrationSchema = regionSetSchema.extend({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  plane: z
    .object({ toMat: homographySchema, toImage: homographySchema, regions: regionSetSchema, cupMargin: z.number() })
    .optional(),
});
const keptSchema = z.object({
  /** The mat used last: the camera mode offers it first. */
  last: z.string().nullable(),
  mats: z.record(z.string(), calibrationSchema),
});

/** The kept calibrations: every mat by name, and the one used last. */
export interface KeptCalibrations {
  last: string | null;
  mats: Record<string, Calibration>;
}

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Everything kept on this device; nothing when storage is refused or holds something else. */
export function loadCalibrations(storage: Storage | null = browserStorage()): KeptCalibrations {
  try {
    const parsed = keptSchema.safeParse(JSON.parse(storage?.getItem(CALIBRATIONS_KEY) ?? 'null'));
    if (parsed.success) return parsed.data;
  } catch {
    // Unreadable: start afresh.
  }
  return { last: null, mats: {} };
}

/** Keeps `calibration` as mat `name` (replacing one of that name) and makes it the last used. */
export function saveCalibration(
  name: string,
  calibration: Calibration,
  storage: Storage | null = browserStorage(),
): KeptCalibrations {
  const kept = loadCalibrations(storage);
  const next: KeptCalibrations = { last: name, mats: { ...kept.mats, [name]: calibration } };
  try {
    storage?.setItem(CALIBRATIONS_KEY, JSON.stringify(next));
  } catch {
    // A refused storage costs only the next setup.
  }
  return next;
}

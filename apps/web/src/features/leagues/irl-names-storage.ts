/** The organiser's custom IRL player names, kept on this device between leagues (spec 02 §9). */
import { defaultIrlPlayerName } from '@holeout/shared/leagues';

/** Where the organiser's custom IRL names are kept between leagues (spec 02 §9: saved locally). */
export const IRL_NAMES_STORAGE_KEY = 'holeout.irlPlayerNames';

/** The saved IRL names; [] when none or storage is unavailable. */
export function readSavedIrlNames(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(IRL_NAMES_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === 'string').slice(0, 16) : [];
  } catch {
    return [];
  }
}

/**
 * Keeps the custom names of a league just created, position by position ('Player N' defaults are
 * not worth keeping, so they do not overwrite a custom name saved earlier at that position).
 */
export function saveIrlNames(
  names: readonly string[],
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    const saved = readSavedIrlNames(storage);
    const merged = Array.from({ length: Math.max(saved.length, names.length) }, (_, i) => {
      const name = names[i]?.trim();
      return name && name !== defaultIrlPlayerName(i + 1) ? name : (saved[i] ?? defaultIrlPlayerName(i + 1));
    });
    storage?.setItem(IRL_NAMES_STORAGE_KEY, JSON.stringify(merged));
  } catch {
    // Storage full or refused: the names are a convenience only.
  }
}

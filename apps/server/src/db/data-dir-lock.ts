import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file in DATA_DIR naming the process that has the embedded database open. */
export const DATA_DIR_LOCK = 'holeout.pid';

/** Raised when another live process has the embedded database open. */
export class DataDirInUseError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims DATA_DIR for this process: an embedded PGlite database belongs to one process, and a
 * second one opening it (a backup, a move, a second server) would read half-written pages or
 * corrupt it. A lock left by a process that no longer runs is taken over. Returns the release.
 */
export function claimDataDir(dataDir: string): () => void {
  const file = join(dataDir, DATA_DIR_LOCK);
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (Number.isSafeInteger(holder) && holder !== process.pid && alive(holder)) {
      throw new DataDirInUseError(
        `the embedded database in ${dataDir} is open in process ${holder} (a running server?); stop it first`,
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}

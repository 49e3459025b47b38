import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { claimDataDir, DATA_DIR_LOCK, DataDirInUseError } from './data-dir-lock.ts';

const dir = mkdtempSync(join(tmpdir(), 'holeout-lock-'));
const lock = join(dir, DATA_DIR_LOCK);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('DATA_DIR belongs to one process', () => {
  it('is claimed with this process id and released', () => {
    const release = claimDataDir(dir);
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lock)).toBe(false);
  });

  it('is refused while another live process holds it', () => {
    writeFileSync(lock, String(process.ppid));
    expect(() => claimDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => claimDataDir(dir)).toThrow(`is open in process ${process.ppid}`);
    rmSync(lock);
  });

  it('is taken over from a process that no longer runs (a crash)', () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid as number;
    writeFileSync(lock, String(gone));
    const release = claimDataDir(dir);
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    release();
  });
});

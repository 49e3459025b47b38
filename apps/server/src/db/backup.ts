import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { claimDataDir } from './data-dir-lock.ts';

/**
 * Backups of either database (decision 054).
 *
 * - Embedded (PGlite): the data directory as PGlite's own gzipped tarball (`dumpDataDir`), taken
 *   with the directory claimed (data-dir-lock.ts): the server must be stopped, since PGlite
 *   belongs to one process and only that process could take a consistent snapshot. Restored with
 *   `loadDataDir` into a DATA_DIR that holds no database yet.
 * - PostgreSQL: `pg_dump --format=custom` of the whole database (the app's tables, the migration
 *   journal and the job queue), consistent while the instances run (one snapshot transaction);
 *   restored with `pg_restore` into an empty database.
 */

/** Raised when a restore would overwrite data. */
export class RestoreTargetNotEmptyError extends Error {}

/** Writes the embedded database in `dataDir` to `file` (a .tar.gz); returns its size in bytes. */
export async function backupPglite(dataDir: string, file: string): Promise<number> {
  const directory = join(dataDir, 'pglite');
  if (!existsSync(join(directory, 'PG_VERSION'))) throw new Error(`no embedded database in ${directory}`);
  const release = claimDataDir(dataDir);
  try {
    const client = new PGlite(directory);
    try {
      const tarball = await client.dumpDataDir('gzip');
      const bytes = Buffer.from(await tarball.arrayBuffer());
      await writeFile(file, bytes);
      return bytes.length;
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/** Unpacks a backup made by {@link backupPglite} as the embedded database of `dataDir`. */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  const directory = join(dataDir, 'pglite');
  if (existsSync(directory) && readdirSync(directory).length > 0) {
    throw new RestoreTargetNotEmptyError(
      `${directory} already holds a database; move it aside or point DATA_DIR at a new directory`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const release = claimDataDir(dataDir);
  try {
    const blob = new Blob([await readFile(file)], { type: 'application/x-gzip' });
    const client = new PGlite(directory, { loadDataDir: blob });
    await client.query('select 1');
    await client.close();
  } finally {
    release();
  }
}

/** Runs one of PostgreSQL's client programs; rejects with its standard error when it fails. */
function run(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.on('error', (err) =>
      reject(
        (err as NodeJS.ErrnoException).code === 'ENOENT'
          ? new Error(`${program} is not installed here (Debian: apt-get install postgresql-client)`)
          : err,
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** `pg_dump` of the database at `url` into `file` (custom format). */
export async function backupPostgres(url: string, file: string): Promise<void> {
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--file=${file}`, `--dbname=${url}`]);
}

/** Restores a {@link backupPostgres} file into the database at `url`, which must hold no tables. */
export async function restorePostgres(file: string, url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
       where c.relkind in ('r', 'p') and s.nspname not in ('pg_catalog', 'information_schema')
         and s.nspname not like 'pg\\_%'`,
    );
    if (rows[0].n > 0) {
      throw new RestoreTargetNotEmptyError(
        `the target database already has ${rows[0].n} tables; restore into a new, empty database`,
      );
    }
  } finally {
    await client.end();
  }
  await run('pg_restore', [
    '--no-owner',
    '--no-acl',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ]);
}

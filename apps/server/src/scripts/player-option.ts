import { parseArgs } from 'node:util';

/**
 * The arguments of the scripts that walk every player or one (`--player ID`) plus boolean `flags`
 * such as `--fix`. A bad argument prints `usage` and exits 2.
 */
export function parsePlayerArgs<F extends string>(
  usage: string,
  flags: readonly F[] = [],
): { playerId: number | undefined; flags: Record<F, boolean> } {
  let values: Record<string, unknown>;
  try {
    const options = Object.fromEntries([
      ['player', { type: 'string' as const }],
      ...flags.map((f) => [f, { type: 'boolean' as const }]),
    ]);
    ({ values } = parseArgs({ options }));
  } catch (err) {
    console.error(`${(err as Error).message}\nUsage: ${usage}`);
    process.exit(2);
  }
  const raw = values.player;
  const playerId = typeof raw === 'string' ? Number(raw) : undefined;
  if (playerId !== undefined && !(Number.isSafeInteger(playerId) && playerId > 0)) {
    console.error(`--player must be a player id, got "${raw}"`);
    process.exit(2);
  }
  return { playerId, flags: Object.fromEntries(flags.map((f) => [f, values[f] === true])) as Record<F, boolean> };
}

/**
 * `npm run build:server` (part of `npm start`): the server as one ES module, so a start loads
 * compiled JavaScript instead of transpiling every file as Node loads it (decision 001). esbuild
 * bundles apps/server/src/main.ts with the shared package; the server's npm dependencies stay
 * external and load from node_modules. Output: apps/server/dist/server/main.mjs (with a source
 * map) and a copy of the migrations beside it.
 *
 * The depth of that folder matters: the code finds its migrations (`./migrations`) and the web
 * app (`../../../web/dist`) relative to its own file, and apps/server/dist/server/ has the same
 * depth as apps/server/src/db/ and apps/server/src/plugins/.
 */
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const server = new URL('../../', import.meta.url);
const out = fileURLToPath(new URL('dist/server/', server));
const pkg = JSON.parse(readFileSync(new URL('package.json', server), 'utf8')) as {
  dependencies: Record<string, string>;
};
const external = Object.keys(pkg.dependencies)
  .filter((name) => !name.startsWith('@holeout/'))
  .flatMap((name) => [name, `${name}/*`]);

rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: [fileURLToPath(new URL('src/main.ts', server))],
  outfile: `${out}main.mjs`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
cpSync(fileURLToPath(new URL('src/db/migrations/', server)), `${out}migrations`, { recursive: true });
console.log(`server built: ${out}main.mjs`);

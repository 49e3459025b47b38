// Fails when a Vitest JSON report holds a skipped or todo test: on CI's PostgreSQL run every
// test, the PostgreSQL-only ones included, must have run (apps/server/src/test/postgres-only.ts).
import { readFileSync } from 'node:fs';

const file = process.argv[2];
const report = JSON.parse(readFileSync(file, 'utf8'));
const skipped = report.testResults.flatMap((suite) =>
  suite.assertionResults
    .filter((t) => t.status === 'skipped' || t.status === 'pending' || t.status === 'todo')
    .map((t) => `${suite.name}: ${t.fullName}`),
);
if (skipped.length > 0) {
  console.error(`${skipped.length} test(s) were skipped on PostgreSQL, where every test must run:`);
  for (const line of skipped) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`No test skipped (${report.numTotalTests} tests).`);

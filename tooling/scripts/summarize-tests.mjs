// Adds up the JSON reports every package's test run writes (reports/vitest.json)
// and prints one closing line for the whole workspace. Exits non-zero when a
// test failed or when no test ran at all, so an empty suite cannot pass.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const roots = ['packages', 'apps'];
let passed = 0;
let failed = 0;
let skipped = 0;
const suites = [];
const failures = [];

for (const root of roots) {
  if (!existsSync(root)) continue;
  for (const name of readdirSync(root)) {
    const report = join(root, name, 'reports', 'vitest.json');
    if (!existsSync(report)) continue;
    const result = JSON.parse(readFileSync(report, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    skipped += result.numPendingTests + result.numTodoTests;
    suites.push(`${root}/${name}: ${result.numPassedTests} passed, ${result.numFailedTests} failed`);
    for (const file of result.testResults) {
      for (const test of file.assertionResults) {
        if (test.status !== 'failed') continue;
        const message = (test.failureMessages ?? []).join('\n').split('\n').slice(0, 12).join('\n  ');
        failures.push(`✗ ${file.name.slice(file.name.indexOf(`${root}/${name}/`))} › ${test.fullName}\n  ${message}`);
      }
      // A file that failed before its tests ran (an import error, a hook that threw) has no failed test to name.
      if (file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed')) {
        failures.push(`✗ ${file.name.slice(file.name.indexOf(`${root}/${name}/`))}\n  ${String(file.message ?? '').split('\n').slice(0, 12).join('\n  ')}`);
      }
    }
  }
}

// The failures are printed last, beside the totals: a long run's log is often read from its end.
for (const failure of failures) console.log(failure);
for (const line of suites) console.log(line);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

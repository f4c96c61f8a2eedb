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
/** A failure as printed: where, then the first lines of its message. */
const failure = (where, message) => `✗ ${where}\n  ${message.split('\n').slice(0, 12).join('\n  ')}`;

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
      const where = file.name.slice(file.name.indexOf(`${root}/${name}/`));
      const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failedTests) failures.push(failure(`${where} › ${test.fullName}`, (test.failureMessages ?? []).join('\n')));
      // A file that failed before its tests ran (an import error, a hook that threw) has no failed test to name.
      if (file.status === 'failed' && failedTests.length === 0) failures.push(failure(where, String(file.message ?? '')));
    }
  }
}

// The failures are printed last, beside the totals: a long run's log is often read from its end.
for (const failure of failures) console.log(failure);
for (const line of suites) console.log(line);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

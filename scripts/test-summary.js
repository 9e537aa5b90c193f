// Prints one closing line for the whole test run: "N passed, N failed, N skipped".
// Arguments: result files, each a jest --json output or a Playwright JSON report (told apart by
// their content: the API suite on PostgreSQL and the cluster e2e suite add a file each).
// A file that is missing or unreadable counts as one failure.
const fs = require('node:fs');
const path = require('node:path');

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  const result = read(file);
  const name = path.basename(file, '.json');
  if (result && typeof result.numPassedTests === 'number') {
    passed += result.numPassedTests;
    failed += result.numFailedTests + (result.numRuntimeErrorTestSuites || 0);
    skipped += result.numPendingTests;
    console.log(`${name}: ${result.numPassedTests} passed, ${result.numFailedTests} failed`);
  } else if (result && result.stats) {
    passed += result.stats.expected;
    failed += result.stats.unexpected + result.stats.flaky;
    skipped += result.stats.skipped;
    console.log(`${name}: ${result.stats.expected} passed, ${result.stats.unexpected} failed`);
  } else {
    failed += 1;
    console.log(`${name}: no results`);
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);

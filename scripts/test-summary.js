// Prints one closing line for the whole test run: "N passed, N failed, N skipped".
const fs = require('node:fs');

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const jest = read(process.argv[2]);
const pw = read(process.argv[3]);
let passed = 0;
let failed = 0;
let skipped = 0;
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites || 0);
  skipped += jest.numPendingTests;
} else {
  failed += 1;
}
if (pw && pw.stats) {
  passed += pw.stats.expected;
  failed += pw.stats.unexpected + pw.stats.flaky;
  skipped += pw.stats.skipped;
} else {
  failed += 1;
}
console.log(`\njest: ${jest ? `${jest.numPassedTests} passed, ${jest.numFailedTests} failed` : 'no results'}`);
console.log(`playwright: ${pw && pw.stats ? `${pw.stats.expected} passed, ${pw.stats.unexpected} failed` : 'no results'}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);

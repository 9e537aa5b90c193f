// npm audit of the production dependencies: fails on high or critical advisories. When the registry's
// audit endpoint cannot be reached (offline, a proxy that refuses it) it warns and passes, so a
// network failure never reads as "advisories found" nor as "no advisories".
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { encoding: 'utf8', timeout: 120_000 });
let answer = null;
try {
  answer = JSON.parse(run.stdout);
} catch {
  // No JSON at all: npm itself failed or timed out.
}
const counts = answer?.metadata?.vulnerabilities;
if (!counts) {
  const why = answer?.message ?? run.error?.message ?? (run.stderr.trim().split('\n').pop() || 'no answer');
  console.warn(`WARNING: npm audit could not reach the registry's audit endpoint (${why}); dependencies NOT audited.`);
  process.exit(0);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(`npm audit (production dependencies): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`);
if (serious > 0) {
  for (const [name, v] of Object.entries(answer.vulnerabilities ?? {})) {
    if (v.severity === 'high' || v.severity === 'critical') console.error(`  ${v.severity}: ${name} ${v.range} (fix: ${v.fixAvailable ? 'available' : 'none yet'})`);
  }
  process.exit(1);
}

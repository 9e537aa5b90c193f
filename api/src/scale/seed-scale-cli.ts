import { openDatabase } from '../db/database';
import { seedScale } from './seed-scale';

// Seeds a database for a benchmark: `DATABASE_URL=postgres://... npx tsx api/src/scale/seed-scale-cli.ts 100000 [seed]`
// (without DATABASE_URL: an in-memory PGlite, to try it). Prints the fixture as JSON on the last line.
async function main(): Promise<void> {
  const users = Number(process.argv[2] ?? 1_000);
  const seed = Number(process.argv[3] ?? 36);
  const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { inMemory: true });
  try {
    const fixture = await seedScale(database.db, { users, seed, log: (line) => console.error(line) });
    console.log(JSON.stringify(fixture));
  } finally {
    await database.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

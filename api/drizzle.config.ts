import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (or `npm run db:generate -w api`) writes SQL migrations to drizzle/; commit them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});

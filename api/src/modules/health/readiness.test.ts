import { openTestDatabase, useTestApp } from '../../test/test-app';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { shippedMigrations } from './readiness.service';
import { NOT_READY_MESSAGES } from './health.route';

describe('GET /api/ready', () => {
  const t = useTestApp();

  it('answers ready with the number of migrations this build ships once they are all applied', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: { status: 'ready', migrations: shippedMigrations().length } });
  });

  it('answers 503 NOT_READY in the envelope when the database lacks a migration of this build', async () => {
    const last = shippedMigrations().at(-1)!;
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`);
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      errors: [{ code: 'NOT_READY', message: NOT_READY_MESSAGES['migrations-pending'], args: { reason: 'migrations-pending' } }],
    });
    // Liveness is another question: the process and its database still answer.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('GET /api/ready without a database', () => {
  it('answers 503 NOT_READY (database-unreachable) once the database is closed', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ db: database.db, workers: false });
    try {
      await database.close();
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().errors[0]).toMatchObject({ code: 'NOT_READY', message: NOT_READY_MESSAGES['database-unreachable'] });
    } finally {
      await app.close();
    }
  }, 60_000);
});

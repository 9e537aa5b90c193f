import { CSRF_HEADERS, openTestDatabase } from './test/test-app';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from './app';
import { closeGracefully } from './graceful-shutdown';

jest.setTimeout(60_000);

/**
 * Starts a POST whose body is only half sent: the request is in flight until `finish` sends the rest.
 * Resolves `response` with the status once the server answers, or 'reset' if it drops the connection.
 */
function halfSentPost(origin: string, path: string, body: string) {
  const request = http.request(`${origin}${path}`, {
    method: 'POST',
    headers: { ...CSRF_HEADERS, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const response = new Promise<number | 'reset'>((resolve) => {
    request.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    request.on('error', () => resolve('reset'));
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return { response, finish: () => request.end(body.slice(half)), abort: () => request.destroy() };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the server has parsed a request's headers: from then on that request is in flight. */
const requestReceived = (server: http.Server) => new Promise<void>((resolve) => server.once('request', () => resolve()));

describe('graceful shutdown', () => {
  it('stops taking requests, finishes the one in flight, then closes the database pool', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ db: database.db, workers: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const received = requestReceived(app.server);
    const inFlight = halfSentPost(origin, '/api/v1/utils/events', JSON.stringify({ category: 'banner', step: 'close', detail: 'shutdown test' }));
    await received;
    const closing = closeGracefully({ app, database }, 20_000);
    await pause(200);

    // A new request during the shutdown is refused (connection refused, or 503 on a kept-alive one).
    const late = await fetch(`${origin}/api/health`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect(['refused', 503]).toContain(late);

    inFlight.finish();
    expect(await inFlight.response).toBe(201);
    await closing;
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
  });

  it('gives up after the timeout when a request never finishes', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ db: database.db, workers: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const received = requestReceived(app.server);
    const stuck = halfSentPost(origin, '/api/v1/utils/events', JSON.stringify({ category: 'banner', step: 'close' }));
    await received;

    await expect(closeGracefully({ app, database }, 300)).rejects.toThrow('shutdown took longer than 300 ms');

    // Tidy up: the abandoned shutdown carries on once the request is gone and may close the database first.
    stuck.abort();
    await stuck.response;
    await app.close();
    await database.close().catch(() => undefined);
  });
});

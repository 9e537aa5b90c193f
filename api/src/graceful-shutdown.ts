import type { FastifyInstance } from 'fastify';

/** What a shutdown closes: the HTTP app (and, through its close hooks, the job workers) and the database. */
export interface ShutdownParts {
  app: FastifyInstance;
  database: { close(): Promise<void> };
}

/** How long in-flight requests and jobs get before the process gives up on them (a platform's grace period is often 30 s). */
export const SHUTDOWN_TIMEOUT_MS = 25_000;

/**
 * Stops one API process cleanly: stop accepting connections, let in-flight requests finish and
 * run the app's close hooks (the job workers stop there), then close the database pool. Rejects
 * when that takes longer than `timeoutMs`, so a stuck request cannot keep a replica alive forever.
 */
export async function closeGracefully({ app, database }: ShutdownParts, timeoutMs = SHUTDOWN_TIMEOUT_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`shutdown took longer than ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([
      (async () => {
        await app.close();
        await database.close();
      })(),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** On the first SIGTERM or SIGINT, closes gracefully and exits (0 when clean, 1 otherwise). */
export function exitOnSignals(parts: ShutdownParts, timeoutMs = SHUTDOWN_TIMEOUT_MS): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    parts.app.log.info({ signal }, 'shutting down: finishing in-flight requests and jobs');
    closeGracefully(parts, timeoutMs).then(
      () => process.exit(0),
      (error: unknown) => {
        parts.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import { isProduction } from '../../config';
import type { Database } from '../../db/database';
import { ApiError, failureResponses, ok, successSchema } from '../../http/envelope';
import { devClockOffsetMs, setDevClockOffsetMs } from '../../jobs/clock';

const DAY_MS = 86_400_000;
/** The furthest the clock may run ahead: ten years of alerts is more than any check needs. */
export const DEV_CLOCK_MAX_DAYS = 3660;

const clockSchema = successSchema(
  z.object({
    /** The background jobs' time. */
    now: z.string(),
    /** How far it runs ahead of the real time, in days (may be fractional). */
    offsetDays: z.number(),
  }),
);
const advanceBodySchema = z.object({ advanceDays: z.number().int().min(1).max(DEV_CLOCK_MAX_DAYS) }).strict();

/**
 * /api/v1/utils/dev/clock: the development clock of the background jobs (alerts, reminders), so a
 * check can see what a later day sends. Registered only with config DEV_CLOCK, which a production
 * start refuses; under NODE_ENV=production it answers 404 even so.
 */
export const devClockRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', async () => {
    if (isProduction()) throw new ApiError(404, ERROR_CODES.notFound, MESSAGES.notFound);
  });

  async function clockNow() {
    const offsetMs = await devClockOffsetMs(db);
    return ok({ now: new Date(Date.now() + offsetMs).toISOString(), offsetDays: offsetMs / DAY_MS });
  }

  const tags = ['utils'];
  app.get('/dev/clock', { schema: { tags, summary: 'Development only: the background jobs’ time', response: { 200: clockSchema, ...failureResponses(404) } } }, clockNow);

  app.post(
    '/dev/clock',
    {
      schema: {
        tags,
        summary: `Development only: move the background jobs’ time forward by 1 to ${DEV_CLOCK_MAX_DAYS} days (the offset adds up)`,
        body: advanceBodySchema,
        response: { 200: clockSchema, ...failureResponses(400, 403, 404) },
      },
    },
    async (request) => {
      await setDevClockOffsetMs(db, Math.min((await devClockOffsetMs(db)) + request.body.advanceDays * DAY_MS, DEV_CLOCK_MAX_DAYS * DAY_MS));
      return clockNow();
    },
  );

  app.delete(
    '/dev/clock',
    { schema: { tags, summary: 'Development only: put the background jobs back on the real time', response: { 200: clockSchema, ...failureResponses(403, 404) } } },
    async () => {
      await setDevClockOffsetMs(db, 0);
      return clockNow();
    },
  );
};

import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ownsPlan } from './account-lookups';
import { userSessionValues } from './user-session-values.tables';
import { ApiError, failureResponses, ok, successSchema } from '../../http/envelope';

/** What the user session routes need. */
export interface UserSessionValueRoutesOptions {
  db: Database;
}

/** The value that removes a name (spec: remove with -1). */
export const REMOVE_VALUE = '-1';
/** Names one user may keep; values' length. */
export const USER_SESSION_LIMITS = { names: 50, value: 2000 } as const;
/** The name under which the plan waiting for its PDF download is kept. */
export const DOWNLOAD_PDF_PLAN = 'downLoadPdfPlanId';

const nameSchema = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'A name is a letter then up to 63 letters, digits or _.');
const valueSchema = z.union([z.string().max(USER_SESSION_LIMITS.value), z.number()]).transform(String);
const entrySchema = successSchema(z.object({ userSessionName: z.string(), userSessionValue: z.string().nullable() }));
const tags = ['security'];

async function write(db: Database, userId: number, name: string, value: string): Promise<string | null> {
  if (value === REMOVE_VALUE) {
    await db.delete(userSessionValues).where(and(eq(userSessionValues.userId, userId), eq(userSessionValues.name, name)));
    return null;
  }
  const [kept] = await db.select({ n: count() }).from(userSessionValues).where(eq(userSessionValues.userId, userId));
  const [existing] = await db
    .select({ name: userSessionValues.name })
    .from(userSessionValues)
    .where(and(eq(userSessionValues.userId, userId), eq(userSessionValues.name, name)));
  if (!existing && (kept?.n ?? 0) >= USER_SESSION_LIMITS.names) {
    throw new ApiError(400, ERROR_CODES.validation, `At most ${USER_SESSION_LIMITS.names} session values per account; remove one with -1 first.`, { field: 'userSessionName' });
  }
  await db
    .insert(userSessionValues)
    .values({ userId, name, value })
    .onConflictDoUpdate({ target: [userSessionValues.userId, userSessionValues.name], set: { value, updatedAt: new Date() } });
  return value;
}

/** /user-session: named values of the signed-in user, kept across devices; -1 removes one. */
export const userSessionValueRoutes: FastifyPluginAsyncZod<UserSessionValueRoutesOptions> = async (app, { db }) => {
  app.post(
    '/user-session',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Write a session value: { userSessionName, userSessionValue } (-1 removes it), or { downLoadPdfPlanId } (one of your plans, -1 removes it)',
        body: z.union([z.object({ userSessionName: nameSchema, userSessionValue: valueSchema }), z.object({ downLoadPdfPlanId: z.number().int() })]),
        response: { 200: entrySchema, ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = request.sessionUser!.userId;
      const body = request.body;
      if ('downLoadPdfPlanId' in body) {
        const planId = body.downLoadPdfPlanId;
        if (planId !== -1) {
          if (!(await ownsPlan(db, userId, planId))) throw new ApiError(404, ERROR_CODES.notFound, 'No such plan.');
        }
        return ok({ userSessionName: DOWNLOAD_PDF_PLAN, userSessionValue: await write(db, userId, DOWNLOAD_PDF_PLAN, String(planId)) });
      }
      return ok({ userSessionName: body.userSessionName, userSessionValue: await write(db, userId, body.userSessionName, body.userSessionValue) });
    },
  );

  app.get(
    '/user-session/:userSessionName',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Read a session value by name (null when none)',
        params: z.object({ userSessionName: nameSchema }),
        response: { 200: entrySchema, ...failureResponses(400, 401) },
      },
    },
    async (request) => {
      const name = request.params.userSessionName;
      const [row] = await db
        .select({ value: userSessionValues.value })
        .from(userSessionValues)
        .where(and(eq(userSessionValues.userId, request.sessionUser!.userId), eq(userSessionValues.name, name)));
      return ok({ userSessionName: name, userSessionValue: row?.value ?? null });
    },
  );
};

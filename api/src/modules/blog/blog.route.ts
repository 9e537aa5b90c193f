import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { displayNameOf } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { users } from '../security';
import { ApiError, failureResponses, ok, successSchema } from '../../http/envelope';
import { issueBlogToken, verifyBlogToken } from './blog-token.service';

/** What the blog routes need: the database and the HMAC secret of the access tokens. */
export interface BlogRoutesOptions {
  db: Database;
  tokenSecret: string;
}

const tags = ['blog'];

/** /api/v1/blog: the access token the site appends to blog links as actk, and its check for the blog host. */
export const blogRoutes: FastifyPluginAsyncZod<BlogRoutesOptions> = async (app, { db, tokenSecret }) => {
  app.get(
    '/access-token',
    {
      preHandler: [app.authenticate],
      schema: {
        tags,
        summary: 'A short-lived signed token for the blog host (appended as actk)',
        response: { 200: successSchema(z.object({ actk: z.string(), expiresAt: z.number() })), ...failureResponses(401) },
      },
    },
    async (request) => {
      const { token, expiresAt } = issueBlogToken(tokenSecret, request.sessionUser!.userId);
      return ok({ actk: token, expiresAt });
    },
  );

  app.get(
    '/access-token/verify',
    {
      schema: {
        tags,
        summary: 'Who an actk token stands for (used by the blog host); 401 when invalid or expired',
        querystring: z.object({ actk: z.string().min(1).max(512) }),
        response: { 200: successSchema(z.object({ userId: z.number(), displayName: z.string(), expiresAt: z.number() })), ...failureResponses(400, 401) },
      },
    },
    async (request) => {
      const claims = verifyBlogToken(tokenSecret, request.query.actk);
      const [user] = claims ? await db.select().from(users).where(eq(users.id, claims.sub)).limit(1) : [];
      if (!claims || !user) throw new ApiError(401, 'UNAUTHORIZED', 'Unauthorized');
      return ok({ userId: user.id, displayName: displayNameOf(user.firstName, user.email), expiresAt: claims.exp });
    },
  );
};

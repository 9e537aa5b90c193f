import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { ApiError, failureResponses, ok, successSchema } from '../../http/envelope';
import { professionals } from '../security/security.tables';

/** What the professional routes need. */
export interface ProfessionalRoutesOptions {
  db: Database;
}

/** The public profile of a contractor (estimator-property-agent.md §3, professional; §7 lookup by kukun-url). */
const publicProfileSchema = z.object({
  professionalId: z.number(),
  kukunUrl: z.string(),
  companyName: z.string(),
  contractorName: z.string(),
  companyContact: z.object({ email: z.string(), companyProfileImage: z.string().nullable() }),
  serviceArea: z.object({ streetAddress: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }),
  memberSince: z.string(),
});

/** A public contractor profile. */
export type PublicProfessionalProfile = z.infer<typeof publicProfileSchema>;

/** The profile behind a kukunUrl, readable by anyone; 404 NOT_FOUND when no contractor has that slug. */
export async function professionalByKukunUrl(db: Database, kukunUrl: string): Promise<PublicProfessionalProfile> {
  const [row] = await db
    .select({ professional: professionals, firstName: users.firstName, lastName: users.lastName })
    .from(professionals)
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(professionals.kukunUrl, kukunUrl.toLowerCase()))
    .limit(1);
  if (!row) throw new ApiError(404, ERROR_CODES.notFound, MESSAGES.notFound);
  const p = row.professional;
  return {
    professionalId: p.id,
    kukunUrl: p.kukunUrl,
    companyName: p.companyName,
    contractorName: `${row.firstName} ${row.lastName}`.trim(),
    // No company image is stored yet, so the page shows the default picture (spec §6: default when images fail).
    companyContact: { email: p.email, companyProfileImage: null },
    serviceArea: { streetAddress: p.streetAddress, city: p.city, state: p.state, zipCode: p.zipCode },
    memberSince: p.createdAt.toISOString(),
  };
}

/** /api/v1/professional: public contractor profiles. */
export const professionalRoutes: FastifyPluginAsyncZod<ProfessionalRoutesOptions> = async (app, { db }) => {
  app.get(
    '/professionals/by-kukun-url/:kukunUrl',
    {
      schema: {
        tags: ['professional'],
        summary: "A contractor's public profile by its kukunUrl",
        params: z.object({ kukunUrl: z.string().min(1).max(120).regex(/^[A-Za-z0-9-]+$/) }),
        response: { 200: successSchema(z.object({ professional: publicProfileSchema })), ...failureResponses(400, 404) },
      },
    },
    async (request) => ok({ professional: await professionalByKukunUrl(db, request.params.kukunUrl) }),
  );
};

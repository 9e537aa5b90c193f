import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OWNER_DOCUMENT_KINDS } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { failureResponses, ok, successSchema } from '../../http/envelope';
import type { Mailer } from '../../providers/mail/mailer';
import type { FileStorage } from '../../providers/storage/file-storage';
import { requireAdmin } from '../admin';
import { decideDocument, documentFile, listDocuments } from './owner-claim-document.service';
import type { PropertyDataProvider } from './providers/property-data.provider';
import { buildReport } from './report.service';

/** What the admins' document review needs. */
export interface OwnerClaimReviewRoutesOptions {
  db: Database;
  provider: PropertyDataProvider;
  storage: FileStorage;
  mailer: Mailer;
  adminEmails: readonly string[];
  siteOrigin: string;
}

const tags = ['property'];
const kinds = OWNER_DOCUMENT_KINDS.map((k) => k.key) as ['deed', 'tax-bill'];
const statuses = ['pending', 'approved', 'rejected'] as const;
const params = z.object({ documentId: z.coerce.number().int().positive().max(2_147_483_647) });

const documentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(kinds),
  kindLabel: z.string(),
  status: z.enum(statuses),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewNote: z.string().nullable(),
  home: z.string(),
  kukunId: z.number().int(),
  owner: z.object({ name: z.string(), email: z.string() }),
});

export const claimDocumentsResponseSchema = successSchema(z.object({ documents: z.array(documentSchema.meta({ id: 'OwnerClaimDocument' })) }));

/** The admins' review of owners' deeds and tax bills, under /api/v1/property/admin. */
export const ownerClaimReviewRoutes: FastifyPluginAsyncZod<OwnerClaimReviewRoutesOptions> = async (app, { db, provider, storage, mailer, adminEmails, siteOrigin }) => {
  const admin = [app.authenticate, requireAdmin(adminEmails, db)];

  app.get(
    '/admin/claim-documents',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Admins: owners’ documents to review (pending oldest first; others newest first; 100 at most)',
        querystring: z.object({ status: z.enum([...statuses, 'all']).default('pending') }),
        response: { 200: claimDocumentsResponseSchema, ...failureResponses(400, 401, 403) },
      },
    },
    async (request) => ok({ documents: await listDocuments(db, request.query.status) }),
  );

  app.get(
    '/admin/claim-documents/:documentId/file',
    { preHandler: admin, schema: { tags, summary: 'Admins: the file of one document (PDF, PNG or JPEG), as an attachment', params } },
    async (request, reply) => {
      const file = await documentFile(db, storage, request.params.documentId);
      // An attachment, never rendered in the site's origin: the file is the user's.
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );

  app.post(
    '/admin/claim-documents/:documentId/decision',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Admins: approve (the home becomes the sender’s claimed home) or reject a document; the sender is e-mailed',
        description: '409 DOCUMENT_REVIEWED when already decided; 409 ALREADY_CLAIMED when someone claimed the home meanwhile; 403 for the admin’s own document.',
        params,
        body: z.object({ decision: z.enum(['approve', 'reject']), note: z.string().trim().max(500).optional() }).strict(),
        response: { 200: successSchema(z.object({ id: z.number().int(), status: z.enum(['approved', 'rejected']) })), ...failureResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(
        await decideDocument(db, mailer, {
          documentId: request.params.documentId,
          adminUserId: request.sessionUser!.userId,
          decision: request.body.decision,
          note: request.body.note || undefined,
          currentValueOf: (property) => buildReport(provider, property).summary.currentValue,
          siteOrigin,
        }),
      ),
  );
};

import { and, count, desc, eq, gte } from 'drizzle-orm';
import { ERROR_CODES, OWNER_DOCUMENT_KINDS, OWNER_VERIFICATION_CODES as CODES, OWNER_VERIFICATION_MESSAGES as WORDS, type OwnerDocumentKind } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import type { Mailer } from '../../providers/mail/mailer';
import { escapeHtml } from '../../providers/mail/mailer';
import type { FileStorage } from '../../providers/storage/file-storage';
import { users } from '../security';
import { assertClaimable, claimProvedHome } from './owner-claim.service';
import { ownerClaimDocuments } from './owner-claim-verification.tables';
import type { PropertyRow } from './property-identity.service';
import { properties } from './property.tables';
import { homeAddressOf } from './owner-claim-words';

/** Documents one user may send for one home in DOCUMENT_PERIOD_DAYS (each is read by a person). */
export const DOCUMENTS_PER_HOME_PER_PERIOD = 3;
const DOCUMENT_PERIOD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The file's type read from its first bytes (never the name or type the browser sent): PDF, PNG, JPEG or null. */
export function documentTypeOf(data: Buffer): { contentType: string; extension: string } | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return { contentType: 'application/pdf', extension: 'pdf' };
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { contentType: 'image/png', extension: 'png' };
  if (data.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return { contentType: 'image/jpeg', extension: 'jpg' };
  return null;
}

const kindLabel = (kind: OwnerDocumentKind) => OWNER_DOCUMENT_KINDS.find((k) => k.key === kind)?.label ?? kind;
const badDocument = (message: string) => new ApiError(400, ERROR_CODES.validation, message, { field: 'document' });

/** The user's latest document for a home, for the verify-the-owner page. */
export async function documentState(db: Database, userId: number, userPropertyId: number) {
  const [doc] = await db
    .select()
    .from(ownerClaimDocuments)
    .where(and(eq(ownerClaimDocuments.userId, userId), eq(ownerClaimDocuments.userPropertyId, userPropertyId)))
    .orderBy(desc(ownerClaimDocuments.submittedAt), desc(ownerClaimDocuments.id))
    .limit(1);
  return doc ? { status: doc.status, kind: doc.kind, submittedAt: doc.submittedAt.toISOString(), reviewNote: doc.reviewNote } : null;
}

/**
 * Keeps an owner's deed or tax bill for an admin to review: only for a home the user could claim
 * now, one waiting at a time, DOCUMENTS_PER_HOME_PER_PERIOD per home a month, PDF/PNG/JPEG by content.
 */
export async function submitDocument(
  db: Database,
  storage: FileStorage,
  input: { userId: number; userPropertyId: number; property: PropertyRow; currentValue: number; kind: OwnerDocumentKind; data: Buffer },
  now = new Date(),
) {
  const { userId, userPropertyId, property } = input;
  await assertClaimable(db, userId, property.kukunId, input.currentValue);
  const type = documentTypeOf(input.data);
  if (!type) throw badDocument(WORDS.documentType);
  const mine = and(eq(ownerClaimDocuments.userId, userId), eq(ownerClaimDocuments.kukunId, property.kukunId));
  const [pending] = await db
    .select({ id: ownerClaimDocuments.id })
    .from(ownerClaimDocuments)
    .where(and(mine, eq(ownerClaimDocuments.status, 'pending')));
  if (pending) throw new ApiError(409, CODES.documentPending, WORDS.documentPending);
  const [recent] = await db
    .select({ n: count() })
    .from(ownerClaimDocuments)
    .where(and(mine, gte(ownerClaimDocuments.submittedAt, new Date(now.getTime() - DOCUMENT_PERIOD_DAYS * DAY_MS))));
  if ((recent?.n ?? 0) >= DOCUMENTS_PER_HOME_PER_PERIOD)
    throw new ApiError(429, ERROR_CODES.rateLimited, 'You have sent 3 documents for this home in the last 30 days. Contact us if you need help.');
  const [row] = await db
    .insert(ownerClaimDocuments)
    .values({
      userId,
      userPropertyId,
      kukunId: property.kukunId,
      kind: input.kind,
      fileKey: 'pending',
      contentType: type.contentType,
      sizeBytes: input.data.length,
      submittedAt: now,
    })
    .returning({ id: ownerClaimDocuments.id });
  // Named by the row's id (ids are never reused), never by anything the user typed.
  const fileKey = `owner-claim-documents/${row!.id}.${type.extension}`;
  await storage.put(fileKey, input.data);
  await db.update(ownerClaimDocuments).set({ fileKey }).where(eq(ownerClaimDocuments.id, row!.id));
  return documentState(db, userId, userPropertyId);
}

/** The admins' review list: documents with the home and the sender, oldest waiting first. */
export async function listDocuments(db: Database, status: 'pending' | 'approved' | 'rejected' | 'all') {
  const rows = await db
    .select({ doc: ownerClaimDocuments, property: properties, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(ownerClaimDocuments)
    .innerJoin(properties, eq(properties.kukunId, ownerClaimDocuments.kukunId))
    .innerJoin(users, eq(users.id, ownerClaimDocuments.userId))
    .where(status === 'all' ? undefined : eq(ownerClaimDocuments.status, status))
    .orderBy(status === 'pending' ? ownerClaimDocuments.submittedAt : desc(ownerClaimDocuments.submittedAt))
    .limit(100);
  return rows.map(({ doc, property, firstName, lastName, email }) => ({
    id: doc.id,
    kind: doc.kind,
    kindLabel: kindLabel(doc.kind),
    status: doc.status,
    contentType: doc.contentType,
    sizeBytes: doc.sizeBytes,
    submittedAt: doc.submittedAt.toISOString(),
    reviewedAt: doc.reviewedAt?.toISOString() ?? null,
    reviewNote: doc.reviewNote,
    home: homeAddressOf(property),
    kukunId: property.kukunId,
    owner: { name: `${firstName ?? ''} ${lastName ?? ''}`.trim(), email },
  }));
}

/** A document's file for an admin (404 when unknown). */
export async function documentFile(db: Database, storage: FileStorage, documentId: number) {
  const [doc] = await db.select().from(ownerClaimDocuments).where(eq(ownerClaimDocuments.id, documentId));
  const data = doc ? await storage.get(doc.fileKey) : null;
  if (!doc || !data) throw new ApiError(404, ERROR_CODES.notFound, 'No such document.');
  return { data, contentType: doc.contentType, filename: `${doc.kind}-${doc.id}.${doc.fileKey.split('.').pop()}` };
}

/**
 * An admin's decision on a waiting document. Approving claims the home for its sender under the
 * claim rules (409 when someone claimed it meanwhile: reject it then). An admin never decides on
 * their own document (403). The sender is told by e-mail either way.
 */
export async function decideDocument(
  db: Database,
  mailer: Mailer,
  input: {
    documentId: number;
    adminUserId: number;
    decision: 'approve' | 'reject';
    note?: string | undefined;
    currentValueOf: (property: PropertyRow) => number;
    siteOrigin: string;
  },
  now = new Date(),
) {
  const decided = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ doc: ownerClaimDocuments, property: properties, email: users.email, firstName: users.firstName })
      .from(ownerClaimDocuments)
      .innerJoin(properties, eq(properties.kukunId, ownerClaimDocuments.kukunId))
      .innerJoin(users, eq(users.id, ownerClaimDocuments.userId))
      .where(eq(ownerClaimDocuments.id, input.documentId))
      .for('update', { of: ownerClaimDocuments });
    if (!found) throw new ApiError(404, ERROR_CODES.notFound, 'No such document.');
    const { doc, property } = found;
    if (doc.userId === input.adminUserId) throw new ApiError(403, ERROR_CODES.forbidden, 'Another admin reviews your own document.');
    if (doc.status !== 'pending') throw new ApiError(409, CODES.documentReviewed, WORDS.documentReviewed);
    if (input.decision === 'approve') await claimProvedHome(tx, doc.userId, doc.userPropertyId, doc.kukunId, input.currentValueOf(property), now);
    const status = input.decision === 'approve' ? ('approved' as const) : ('rejected' as const);
    await tx
      .update(ownerClaimDocuments)
      .set({ status, reviewedAt: now, reviewedByUserId: input.adminUserId, reviewNote: input.note ?? null })
      .where(eq(ownerClaimDocuments.id, doc.id));
    return { ...found, status };
  });
  await mailer.send(decisionMail(decided.email, decided.firstName, decided.status, decided.doc, decided.property, input.note, input.siteOrigin));
  return { id: input.documentId, status: decided.status };
}

function decisionMail(
  to: string,
  firstName: string | null,
  status: 'approved' | 'rejected',
  doc: { kind: OwnerDocumentKind; userPropertyId: number; kukunId: number },
  property: PropertyRow,
  note: string | undefined,
  siteOrigin: string,
) {
  const home = homeAddressOf(property);
  const greeting = `Hello${firstName ? ` ${firstName}` : ''},`;
  const lines =
    status === 'approved'
      ? [
          greeting,
          '',
          `We checked the ${kindLabel(doc.kind).toLowerCase()} you sent and verified that you own ${home}.`,
          `You can now correct your home’s facts, and its report shows your corrections: ${siteOrigin}/update-your-home?id=${doc.kukunId}`,
        ]
      : [
          greeting,
          '',
          `${WORDS.documentRejected} (${home})`,
          ...(note ? ['', `What our reviewer noted: ${note}`] : []),
          '',
          `You can send another document, or ask for a verification code by post: ${siteOrigin}/verify-the-owner?id=${doc.kukunId}`,
        ];
  const subject = status === 'approved' ? `You are the verified owner of ${home}` : `We could not verify your ownership of ${home}`;
  const text = lines.join('\n');
  return { to, subject, text, html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('') };
}

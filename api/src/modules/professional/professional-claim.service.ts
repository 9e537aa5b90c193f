import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { CONTRACTOR_MESSAGES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { escapeHtml, type Mailer } from '../../providers/mail/mailer';
import { professionalClaims, professionals } from './professional.tables';
import { ensurePermitCompanies, profileById, profileOfUser, type CompanyFields } from './professional-profile.service';

/** The professional claim: the company's details and the profile claimed. */
export interface ProfessionalClaim extends CompanyFields {
  professionalId: number;
  email: string;
}

/** How long an emailed claim link works. */
export const CLAIM_LINK_DAYS = 7;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** 409 ALREADY_CLAIMED: one owner per profile. */
function alreadyClaimed(): ApiError {
  return new ApiError(409, 'ALREADY_CLAIMED', CONTRACTOR_MESSAGES.alreadyClaimed);
}

/**
 * Starts a claim of an unclaimed company: a single-use link goes to the company's email on record
 * (not to the address the claimant typed, which proves nothing); with no email on record the claim
 * waits for an admin. A claimant whose own profile already holds a claimed company is refused.
 */
export async function startClaim(db: Database, mail: { mailer: Mailer; siteOrigin: string }, userId: number, claim: ProfessionalClaim) {
  await ensurePermitCompanies(db);
  const target = await profileById(db, claim.professionalId);
  if (target.userId !== null || target.mergedIntoId !== null) throw alreadyClaimed();
  const own = await profileOfUser(db, userId);
  if (own?.permitCompanyKey) throw new ApiError(409, 'PROFILE_EXISTS', CONTRACTOR_MESSAGES.hasProfile);

  const token = randomBytes(32).toString('base64url');
  const onRecord = target.email.trim();
  const status = onRecord ? ('EMAIL_SENT' as const) : ('ADMIN_REVIEW' as const);
  const [row] = await db
    .insert(professionalClaims)
    .values({
      ...claim,
      userId,
      status,
      tokenHash: onRecord ? hashOf(token) : null,
      expiresAt: new Date(Date.now() + CLAIM_LINK_DAYS * 86_400_000),
    })
    .returning();
  if (onRecord && row) {
    const link = `${mail.siteOrigin}/contractor/claim-profile/confirm?token=${token}`;
    await mail.mailer.send({
      to: onRecord,
      subject: `Confirm that ${target.companyName} is claiming its Homeworth profile`,
      text: `Someone asked to manage the Homeworth profile of ${target.companyName} as ${claim.companyName} (${claim.email}, ${claim.streetAddress}, ${claim.city}, ${claim.state} ${claim.zipCode}).\n\nIf that is your company, confirm with this link (valid ${CLAIM_LINK_DAYS} days, once): ${link}\n\nIf not, ignore this email; nothing changes.`,
      html: `<p>Someone asked to manage the Homeworth profile of <strong>${escapeHtml(target.companyName)}</strong> as ${escapeHtml(claim.companyName)} (${escapeHtml(claim.email)}, ${escapeHtml(claim.streetAddress)}, ${escapeHtml(claim.city)}, ${escapeHtml(claim.state)} ${escapeHtml(claim.zipCode)}).</p><p>If that is your company, <a href="${escapeHtml(link)}">confirm the claim</a> (valid ${CLAIM_LINK_DAYS} days, once).</p><p>If not, ignore this email; nothing changes.</p>`,
      idempotencyKey: `professional-claim:${row.id}`,
    });
  }
  return { claimId: row!.id, status, sentTo: onRecord ? maskEmail(onRecord) : null };
}

/** "of***@summit-roofing-co.example.com": enough to recognise the address, not to harvest it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

/**
 * Confirms a claim from its emailed link: the claimant becomes the company's one owner. A
 * contractor with a profile takes the company's permits into it (the company's page then shows
 * that profile); one without takes the company profile itself. Single use; 409 when someone
 * else's claim was confirmed first.
 */
export async function confirmClaim(db: Database, token: string) {
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .update(professionalClaims)
      .set({ usedAt: sql`now()`, status: 'CONFIRMED' })
      .where(and(eq(professionalClaims.tokenHash, hashOf(token)), isNull(professionalClaims.usedAt), gt(professionalClaims.expiresAt, sql`now()`)))
      .returning();
    if (!claim) throw new ApiError(400, 'TOKEN_INVALID', CONTRACTOR_MESSAGES.claimLinkInvalid);
    const [target] = await tx.select().from(professionals).where(eq(professionals.id, claim.professionalId)).for('update');
    if (!target || target.userId !== null || target.mergedIntoId !== null) throw alreadyClaimed();
    const [own] = await tx.select().from(professionals).where(eq(professionals.userId, claim.userId));
    const company = { companyName: claim.companyName, email: claim.email, streetAddress: claim.streetAddress, city: claim.city, state: claim.state, zipCode: claim.zipCode };
    if (!own) {
      const [owned] = await tx
        .update(professionals)
        .set({ userId: claim.userId, ...company, updatedAt: sql`now()` })
        .where(eq(professionals.id, target.id))
        .returning();
      return { professionalId: owned!.id, kukunUrl: owned!.kukunUrl };
    }
    if (own.permitCompanyKey) throw new ApiError(409, 'PROFILE_EXISTS', CONTRACTOR_MESSAGES.hasProfile);
    // The key is unique: the seeded company gives it up before the owner's profile takes it.
    await tx
      .update(professionals)
      .set({ permitCompanyKey: null, mergedIntoId: own.id, updatedAt: sql`now()` })
      .where(eq(professionals.id, target.id));
    await tx
      .update(professionals)
      .set({ permitCompanyKey: target.permitCompanyKey, updatedAt: sql`now()` })
      .where(eq(professionals.id, own.id));
    return { professionalId: own.id, kukunUrl: own.kukunUrl };
  });
}

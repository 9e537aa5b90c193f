import { createHmac, timingSafeEqual } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { CONTRACTOR_MESSAGES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { escapeHtml, type Mailer } from '../../providers/mail/mailer';
import { professionalLeads, professionals } from './professional.tables';
import type { ProfessionalRow } from './professional-profile.service';

/** A homeowner's message through a profile's contact form. */
export interface LeadMessage {
  name: string;
  email: string;
  phone: string;
  zipCode: string;
  message: string;
}

/** Outside /api/v1 (mail clients send no CSRF header): the one-click unsubscribe of lead emails (unsubscribe-pro-email). */
export const PRO_EMAIL_ROUTES_PREFIX = '/api/professional-email';
/** The unsubscribe route. */
export const PRO_EMAIL_UNSUBSCRIBE_PATH = `${PRO_EMAIL_ROUTES_PREFIX}/unsubscribe`;

/** Signs and checks a profile's unsubscribe link with a key derived from the site's link secret. */
export function proEmailLinkSigner(linkSecret: string) {
  const key = createHmac('sha256', linkSecret).update('homeworth pro email unsubscribe v1').digest();
  const sign = (professionalId: number) => createHmac('sha256', key).update(String(professionalId)).digest('base64url');
  return {
    verify(professionalId: number, token: string): boolean {
      const expected = Buffer.from(sign(professionalId));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    unsubscribeUrl(siteOrigin: string, professionalId: number): string {
      return `${siteOrigin}${PRO_EMAIL_UNSUBSCRIBE_PATH}?${new URLSearchParams({ professional: String(professionalId), token: sign(professionalId) }).toString()}`;
    },
  };
}

/** A profile's unsubscribe link signer. */
export type ProEmailLinkSigner = ReturnType<typeof proEmailLinkSigner>;

/**
 * Stores a homeowner's message and, unless the contractor turned lead emails off, hands the email
 * to the mail job queue (keyed by the lead, so a retry sends it once). Only claimed profiles take
 * messages: an unclaimed company has nobody to read them. The homeowner's address is the Reply-To;
 * the contractor's email is never shown to the homeowner.
 */
export async function sendLead(db: Database, deps: { mailer: Mailer; siteOrigin: string; links: ProEmailLinkSigner }, profile: ProfessionalRow, lead: LeadMessage) {
  if (profile.userId === null) throw new ApiError(409, 'UNCLAIMED', CONTRACTOR_MESSAGES.unclaimedNoContact);
  const [row] = await db
    .insert(professionalLeads)
    .values({ professionalId: profile.id, ...lead })
    .returning();
  if (!profile.leadEmailsOff) {
    const unsubscribe = deps.links.unsubscribeUrl(deps.siteOrigin, profile.id);
    const leads = `${deps.siteOrigin}/contractor/leads`;
    const phone = lead.phone ? `, phone ${lead.phone}` : '';
    await deps.mailer.send({
      to: profile.email,
      subject: `New message from ${lead.name} (ZIP ${lead.zipCode}) on Homeworth`,
      text: `${lead.name} (${lead.email}${phone}), home ZIP ${lead.zipCode}, wrote to ${profile.companyName}:\n\n${lead.message}\n\nReply to this email to answer. All your leads: ${leads}\nStop these emails: ${unsubscribe}`,
      html: `<p><strong>${escapeHtml(lead.name)}</strong> (${escapeHtml(lead.email)}${escapeHtml(phone)}), home ZIP ${escapeHtml(lead.zipCode)}, wrote to ${escapeHtml(profile.companyName)}:</p><blockquote>${escapeHtml(lead.message).replace(/\n/g, '<br>')}</blockquote><p>Reply to this email to answer. <a href="${escapeHtml(leads)}">All your leads</a>.</p><p><a href="${escapeHtml(unsubscribe)}">Stop these emails</a></p>`,
      headers: { 'Reply-To': lead.email, 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      idempotencyKey: `professional-lead:${row!.id}`,
    });
  }
  return { leadId: row!.id, message: CONTRACTOR_MESSAGES.leadSent };
}

/** A profile's leads, newest first. */
export async function leadsOf(db: Database, professionalId: number) {
  const rows = await db
    .select()
    .from(professionalLeads)
    .where(eq(professionalLeads.professionalId, professionalId))
    .orderBy(desc(professionalLeads.createdAt), desc(professionalLeads.id))
    .limit(200);
  return rows.map((r) => ({ leadId: r.id, name: r.name, email: r.email, phone: r.phone, zipCode: r.zipCode, message: r.message, createdAt: r.createdAt.toISOString() }));
}

/** Turns lead emails off for a profile (the signed link is the key). */
export async function unsubscribeLeadEmails(db: Database, professionalId: number): Promise<string | null> {
  const [row] = await db.update(professionals).set({ leadEmailsOff: true }).where(eq(professionals.id, professionalId)).returning({ companyName: professionals.companyName });
  return row?.companyName ?? null;
}

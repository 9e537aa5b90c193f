import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { displayNameOf, formatPhone } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { users } from '../security';
import { escapeHtml } from '../../providers/mail/mailer';
import { userProfiles } from '../security';
import { agentProfiles } from './agent-profile.tables';
import { agentEngagementSettings } from './agent-engagement.tables';

/** Where an agent's photo is served to clients and email readers (no session needed: it is the agent's public card). */
export const agentImagePath = (agentId: number) => `/api/v1/agent/agents/${agentId}/image`;

/** The "Your agent" card clients see on their dashboard and in every email; the remotes' AgentCard type. */
export const agentCardSchema = z
  .object({
    agentId: z.number().int(),
    displayName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    /** Ten digits, '' when the agent gave none. */
    phone: z.string(),
    companyName: z.string(),
    /** Site path of the 180x180 photo; null shows the default picture. */
    imageUrl: z.string().nullable(),
    mlsLink: z.string().nullable(),
    financingLink: z.string().nullable(),
    insuranceLink: z.string().nullable(),
  })
  .meta({ id: 'AgentCard' });

/** The "Your agent" card. */
export type AgentCard = z.infer<typeof agentCardSchema>;

const orNull = (link: string | null | undefined) => (link ? link : null);

/** An agent's user row with its agent profile, user profile and engagement settings (each null when not saved yet). */
export async function agentRowOf(db: Database, agentUserId: number) {
  const [row] = await db
    .select({ user: users, agent: agentProfiles, profile: userProfiles, settings: agentEngagementSettings })
    .from(users)
    .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(agentEngagementSettings, eq(agentEngagementSettings.agentUserId, users.id))
    .where(eq(users.id, agentUserId))
    .limit(1);
  return row ?? null;
}

/** The card of an agent (any user id: null when it is not there). */
export async function agentCardOf(db: Database, agentId: number): Promise<AgentCard | null> {
  const row = await agentRowOf(db, agentId);
  if (!row) return null;
  return {
    agentId,
    displayName: displayNameOf(row.user.firstName, row.user.email),
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    email: row.user.email,
    // The business number of the agent card first, else the account's phone.
    phone: row.agent?.phoneNumber || row.profile?.phone || '',
    companyName: row.agent?.companyName ?? '',
    imageUrl: row.profile?.profileImageKey ? agentImagePath(agentId) : null,
    mlsLink: orNull(row.settings?.mlsLink),
    financingLink: orNull(row.agent?.financingLink),
    insuranceLink: orNull(row.agent?.insuranceLink),
  };
}

/** The agent's card as the closing block of a client email: plain text lines and HTML. */
export function agentCardBlock(card: AgentCard, siteOrigin: string): { text: string[]; html: string } {
  const name = [card.firstName, card.lastName].filter(Boolean).join(' ') || card.displayName;
  const text = [
    'Your agent',
    name + (card.companyName ? `, ${card.companyName}` : ''),
    ...(card.phone ? [`Call or text: ${formatPhone(card.phone)}`] : []),
    `Email: ${card.email}`,
    ...(card.mlsLink ? [`Listings: ${card.mlsLink}`] : []),
  ];
  const photo = card.imageUrl
    ? `<img src="${escapeHtml(siteOrigin + card.imageUrl)}" alt="${escapeHtml(name)}" width="90" height="90" style="border-radius:50%;float:left;margin-right:12px">`
    : '';
  const contact = [
    ...(card.phone ? [`<a href="tel:+1${escapeHtml(card.phone)}">Call ${escapeHtml(formatPhone(card.phone))}</a>`, `<a href="sms:+1${escapeHtml(card.phone)}">Text</a>`] : []),
    `<a href="mailto:${escapeHtml(card.email)}">Email ${escapeHtml(card.email)}</a>`,
  ].join(' · ');
  const html = `<div style="border:1px solid #d9dee7;border-radius:8px;padding:12px;margin-top:16px;overflow:hidden">${photo}<p style="margin:0"><strong>Your agent</strong></p><p style="margin:4px 0">${escapeHtml(name)}${card.companyName ? `, ${escapeHtml(card.companyName)}` : ''}</p><p style="margin:4px 0">${contact}</p></div>`;
  return { text, html };
}

import { eq } from 'drizzle-orm';
import { EMAIL_SESSION_LOGIN_PATH, INVITATION_TTL_DAYS } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { users } from '../security';
import { escapeHtml } from '../../providers/mail/mailer';
import { agentClients } from './agent.tables';
import { CLIENT_OPT_OUT_PATH } from './client-links';
import { button, para, previewClientEmail, type ClientEmailContent, type ClientMailDeps, type RenderedClientEmail } from './client-email.service';

// The invitation email: one writer for the email sent and the preview the agent reads first.

type ClientRow = typeof agentClients.$inferSelect;

/** The invitation link (emailInvitationLink): the login page with the client's email and token. */
export function invitationPath(email: string, token: string): string {
  return `${EMAIL_SESSION_LOGIN_PATH}?${new URLSearchParams({ userEmail: email, emailToken: token }).toString()}`;
}

/** The agent's name as the client reads it. */
export async function agentNameOf(db: Database, agentUserId: number): Promise<string> {
  const [agent] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, agentUserId));
  return [agent?.firstName, agent?.lastName].filter(Boolean).join(' ') || 'Your agent';
}

/**
 * The invitation of `client`: `signInPath` is where its button leads (the one-time sign-in link when
 * sent), `optOutUrl` the link that stops every invitation and agent email to the client.
 */
export function invitationEmail(agentName: string, client: ClientRow, signInPath: string, optOutUrl: string): ClientEmailContent {
  const optOut = `Do not want emails from ${agentName}? Opt out:`;
  return {
    subject: `${agentName} invited you to Homeworth`,
    headers: { 'List-Unsubscribe': `<${optOutUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    body: (link) => {
      const url = link('welcomeClientEmail', signInPath);
      const lines = [
        `Hi ${client.firstName},`,
        `${agentName} set up a free Homeworth dashboard for your home${client.address ? ` at ${client.address}` : ''}: its value, what projects would return, and what is happening nearby.`,
        `Open your dashboard (the link works once, for ${INVITATION_TTL_DAYS} days):`,
      ];
      const ignore = 'If you did not expect this email, ignore it: nothing is shared until you open the link.';
      return {
        text: [...lines, url, '', ignore, `${optOut} ${optOutUrl}`],
        html: [...lines.map(para), button(url, 'Open my dashboard'), para(ignore), `<p>${escapeHtml(optOut)} <a href="${escapeHtml(optOutUrl)}">Opt out</a></p>`].join(''),
      };
    },
  };
}

/** The invitation the client would get, rendered as sent, with links that sign nobody in and opt nobody out. */
export async function previewInvitation(deps: ClientMailDeps, client: ClientRow): Promise<RenderedClientEmail & { to: string }> {
  const content = invitationEmail(await agentNameOf(deps.db, client.agentUserId), client, EMAIL_SESSION_LOGIN_PATH, `${deps.siteOrigin}${CLIENT_OPT_OUT_PATH}`);
  return { to: client.email, ...(await previewClientEmail(deps, client.agentUserId, content)) };
}

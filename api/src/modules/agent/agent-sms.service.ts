import { eq } from 'drizzle-orm';
import { ERROR_CODES, clientFullName, isAgentRole, isClickName, SMS_MESSAGES, type SessionUser } from '@homeworth/shared-lib/domain';
import { ApiError } from '../../http/envelope';
import { countHit } from '../../http/rate-limit-store';
import { e164, type SmsProvider } from '../../providers/sms/sms-provider';
import { agentCardOf } from './agent-card.service';
import { agentClientEmailLog } from './agent-engagement.tables';
import { agentClients } from './agent.tables';
import { acceptedAgentOf } from './agent-invitations.service';
import { recordActivity, type ActivityDeps } from './client-activity.service';
import type { ClientLinkSigner } from './client-links';

/** Texts one client may send their agent per hour. */
export const SMS_PER_CLIENT_PER_HOUR = 5;

/** What texting the agent needs. */
export interface SmsDeps extends ActivityDeps {
  sms: SmsProvider;
  links: ClientLinkSigner;
}

/** The request: the spec's {agentId, smsText}, and the click that allows it when the cookie does not hold it. */
export interface SmsRequest {
  agentId: number;
  smsText: string;
  clickName?: string | undefined;
  emailToken?: string | undefined;
  emailLogId?: number | undefined;
}

/** The agent_client_sms_activity cookie's fields. */
export interface SmsActivityCookie {
  clickName: string;
  emailToken: string;
  emailLogId: number;
  emailId: string;
}

/** Reads the cookie; null when it is not one we wrote. */
export function parseSmsCookie(raw: string | undefined): SmsActivityCookie | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SmsActivityCookie>;
    if (typeof value.clickName !== 'string' || typeof value.emailToken !== 'string' || typeof value.emailId !== 'string' || !Number.isInteger(value.emailLogId)) return null;
    return value as SmsActivityCookie;
  } catch {
    return null;
  }
}

const refuse = (status: number, code: string, message: string) => new ApiError(status, code, message);

/**
 * A client texts their agent, rule by rule: any signed-in user who is not an agent, agent pro or
 * guest (a homeowner, a contractor, an admin); the click (clickName, emailToken, emailLogId) from
 * the request or the cookie, a cookie for another email being dropped (`dropCookie`); a click name of
 * the spec's list; the agent must be the one whose invitation the client accepted and whose email
 * was clicked; SMS_PER_CLIENT_PER_HOUR; then the provider. The text is recorded as activity.
 */
export async function sendAgentSms(deps: SmsDeps, user: SessionUser | undefined, request: SmsRequest, cookie: string | undefined, dropCookie: () => void): Promise<string> {
  if (!user || user.userRole === 'GUEST' || isAgentRole(user.userRole)) throw refuse(403, ERROR_CODES.forbidden, SMS_MESSAGES.notAllowed);
  let click: { clickName: string; emailToken: string; emailLogId: number } | null = null;
  if (request.clickName && request.emailToken && request.emailLogId) {
    click = { clickName: request.clickName, emailToken: request.emailToken, emailLogId: request.emailLogId };
  } else {
    const stored = parseSmsCookie(cookie);
    if (cookie !== undefined && (!stored || stored.emailId.toLowerCase() !== user.userEmail.toLowerCase())) dropCookie();
    else click = stored;
  }
  if (!click) throw refuse(403, 'INVALID_COOKIE', SMS_MESSAGES.invalidCookie);
  if (!isClickName(click.clickName)) throw refuse(400, 'INVALID_CLICK_NAME', SMS_MESSAGES.invalidClickName);
  if (!deps.links.verifyEmailToken(click.emailLogId, click.clickName, user.userEmail, click.emailToken)) throw refuse(403, 'INVALID_COOKIE', SMS_MESSAGES.invalidCookie);

  const accepted = await acceptedAgentOf(deps.db, user.userId);
  const [log] = await deps.db
    .select({ agentUserId: agentClientEmailLog.agentUserId, clientId: agentClientEmailLog.clientId })
    .from(agentClientEmailLog)
    .where(eq(agentClientEmailLog.id, click.emailLogId));
  if (!accepted || !log || accepted.agentUserId !== request.agentId || log.agentUserId !== request.agentId) throw refuse(403, 'INVALID_AGENT', SMS_MESSAGES.invalidAgent);

  const hit = await countHit(deps.db, `sms:user-${user.userId}`, 60 * 60_000);
  if (hit.count > SMS_PER_CLIENT_PER_HOUR)
    throw new ApiError(429, ERROR_CODES.rateLimited, 'You have sent your agent several texts this hour. Please wait a little or call them.', {
      retryAfterSeconds: Math.ceil(hit.ttlMs / 1000),
    });

  const card = await agentCardOf(deps.db, request.agentId);
  const [client] = await deps.db.select().from(agentClients).where(eq(agentClients.id, log.clientId));
  const from = client ? clientFullName(client.firstName, client.lastName) : user.displayName;
  const text = request.smsText.trim();
  try {
    if (!card?.phone) throw new Error('the agent has no phone number');
    await deps.sms.send({ to: e164(card.phone), body: `Homeworth: ${from} (${user.userEmail}) wrote: ${text}` });
  } catch {
    throw refuse(502, 'SMS_FAILED', SMS_MESSAGES.failed);
  }
  await recordActivity(deps, { clientId: log.clientId, agentUserId: request.agentId, kind: 'sms', emailLogId: click.emailLogId, clickName: click.clickName, detail: text });
  return SMS_MESSAGES.sent;
}

// The agent module's public entry: an agent's clients, engagement emails, branded reports and card.
import type { ApiApp } from '../../http/api-app';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { Mailer } from '../../providers/mail/mailer';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import type { FileStorage } from '../../providers/storage/file-storage';
import type { PropertyDataProvider } from '../property';
import { agentEngagementRoutes } from './agent-engagement.route';
import { clientInviter, startInvitationJobs } from './agent-invitations.service';
import { agentRoutes } from './agent.route';
import { brandedShareRoutes } from './branded-share.route';
import { BRANDED_SHARE_PREFIX, brandedShareSigner } from './branded-share.service';
import { startDigestJobs } from './client-digest.service';
import { clientLinkRoutes } from './client-link.route';
import { upgradeToAgentRoutes } from './upgrade-to-agent.route';
import { CLIENT_LINK_ROUTES_PREFIX, clientLinkSigner } from './client-links';

export { agentCardOf } from './agent-card.service';
export { countLiveClients } from './agent-clients.service';
export { createAgentProfileOnSignUp } from './agent-profile-sign-up';
export { agentPdfBranding, PRO_REQUIRED_MESSAGE, sharedByProAgent } from './branded-share.service';

/** What the agent module needs from the app. */
export interface AgentModuleOptions {
  db: Database;
  mailer: Mailer;
  jobs: JobQueue;
  workers: boolean;
  siteOrigin: string;
  cookieSecure: boolean;
  sessionTtlDays: number;
  rememberedSessionTtlDays: number;
  sms: SmsProvider;
  storage: FileStorage;
  provider: PropertyDataProvider;
  /** Tracked links, SMS cookies, digest unsubscribe links and branded reports are signed with keys derived from it. */
  shareLinkSecret: string;
}

/**
 * Starts the invitation and digest jobs and serves /api/v1/agent, the tracked client links and the
 * branded report pages.
 */
export async function agentModule(app: ApiApp, options: AgentModuleOptions): Promise<void> {
  const { db, mailer, jobs, workers, siteOrigin, provider } = options;
  const links = clientLinkSigner(options.shareLinkSecret);
  const branded = brandedShareSigner(options.shareLinkSecret);
  const mail = { db, mailer, links, siteOrigin };
  await app.register(agentRoutes, { prefix: '/api/v1/agent', db, provider, invite: clientInviter(mail, jobs) });
  await app.register(upgradeToAgentRoutes, { prefix: '/api/v1/agent', db });
  await startInvitationJobs(jobs, mail, { workers });
  const engagement = { ...mail, cookieSecure: options.cookieSecure };
  await app.register(agentEngagementRoutes, {
    prefix: '/api/v1/agent',
    ...engagement,
    sessionTtlDays: options.sessionTtlDays,
    rememberedSessionTtlDays: options.rememberedSessionTtlDays,
    sms: options.sms,
    storage: options.storage,
    provider,
    branded,
  });
  await app.register(brandedShareRoutes, { prefix: BRANDED_SHARE_PREFIX, db, provider, signer: branded });
  await startDigestJobs(jobs, { ...engagement, provider }, { workers });
  await app.register(clientLinkRoutes, { prefix: CLIENT_LINK_ROUTES_PREFIX, ...engagement });
}

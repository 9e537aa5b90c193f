// The admin module's public entry: the admins' contact inbox, mail campaigns and the onboarding funnel.
import type { ApiApp } from '../../http/api-app';
import { contactAdminRoutes, type ContactAdminRoutesOptions } from './contact-admin.route';
import { mailCampaignRoutes } from './mail-campaign.route';
import { onboardingFunnelRoutes } from './onboarding-funnel.route';

export { isAdmin, requireAdmin } from './admin-guard';

/** Serves /api/v1/admin. */
export async function adminModule(app: ApiApp, options: ContactAdminRoutesOptions & { appBaseUrl: string }): Promise<void> {
  const { appBaseUrl, ...inbox } = options;
  await app.register(mailCampaignRoutes, { prefix: '/api/v1/admin', db: inbox.db, mailer: inbox.mailer, adminEmails: inbox.adminEmails, appBaseUrl });
  await app.register(contactAdminRoutes, { prefix: '/api/v1/admin', ...inbox });
  await app.register(onboardingFunnelRoutes, { prefix: '/api/v1/admin', db: inbox.db, adminEmails: inbox.adminEmails });
}

// The professional module's public entry: contractor profiles, the directory, leads and their pages.
import type { ApiApp } from '../../http/api-app';
import type { SeoPages } from '../seo';
import { proEmailUnsubscribeRoutes } from './pro-email-unsubscribe.route';
import { PRO_EMAIL_ROUTES_PREFIX, proEmailLinkSigner } from './professional-leads.service';
import { registerProfessionalSeoPages } from './professional-seo-pages';
import { professionalRoutes, type ProfessionalRoutesOptions } from './professional.route';

export { LEAD_RATE_LIMIT } from './professional.route';
export { createProfessionalOnSignUp } from './professional-sign-up';
export { professionalOf } from './professional-summary.service';

/** What the professional module needs from the app. */
export interface ProfessionalModuleOptions extends Omit<ProfessionalRoutesOptions, 'links'> {
  /** The secret the lead emails' unsubscribe links are signed with (derived per use). */
  shareLinkSecret: string;
  seoPages: SeoPages;
}

/** Serves /api/v1/professional and the lead emails' unsubscribe links; adds contractor pages to the registry. */
export async function professionalModule(app: ApiApp, options: ProfessionalModuleOptions): Promise<void> {
  const { shareLinkSecret, seoPages, ...routes } = options;
  const links = proEmailLinkSigner(shareLinkSecret);
  await app.register(professionalRoutes, { prefix: '/api/v1/professional', ...routes, links });
  await app.register(proEmailUnsubscribeRoutes, { prefix: PRO_EMAIL_ROUTES_PREFIX, db: routes.db, links });
  // Contractor profiles and the contractor directory.
  registerProfessionalSeoPages(seoPages, routes.db, routes.propertyDataProvider);
}

// The estimation module's public entry: saved estimate plans, their PDF, sharing and the project
// limits. It sits near the top: it uses cost-model, property, agent, payment and security.
import type { ApiApp } from '../../http/api-app';
import { developerEmailRoutes } from './developer-emails.route';
import { syncDeveloperEmails } from './developer-emails';
import { estimationRoutes } from './estimation.route';
import { planShareRoutes } from './plan-share.route';
import type { PlanShareContext } from './plan-share.service';
import { userProjectsCountRoutes } from './user-projects-count.route';

export { getPlan, ownsPlan } from './estimator-plan.service';
export { persistedShareLinkSecret } from './share-link-secret';
export { estimatorPlans } from './estimation.tables';
export { estimateBodySchema, estimateResponseSchema } from './estimation.schema';

/** What the estimation module needs from the app. */
export interface EstimationModuleOptions extends PlanShareContext {
  /** Accounts with a paid account's project limits without paying (config DEVELOPER_EMAILS). */
  developerEmails: readonly string[];
}

/** Records the developer-allowed accounts and serves /api/v1/estimation. */
export async function estimationModule(app: ApiApp, options: EstimationModuleOptions): Promise<void> {
  const { developerEmails, ...share } = options;
  const prefix = '/api/v1/estimation';
  await syncDeveloperEmails(share.db, developerEmails);
  await app.register(userProjectsCountRoutes, { prefix, db: share.db });
  await app.register(developerEmailRoutes, { prefix, db: share.db });
  await app.register(estimationRoutes, { prefix, db: share.db });
  await app.register(planShareRoutes, { prefix, ...share });
}

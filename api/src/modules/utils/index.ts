// The utils module's public entry: the contact form, visits and events, the development clock.
import type { ApiApp } from '../../http/api-app';
import { devClockRoutes } from './dev-clock.route';
import { utilsRoutes, type UtilsRoutesOptions } from './utils.route';

export { CONTACT_RATE_LIMIT } from './utils.route';
export { mailAccountDeleted, mailContactReply, type ContactMailFacts } from './contact-mail.service';
// Tables the admin inbox and reports read.
export { analyticsEvents, contactMessages, contactReplies } from './utils.tables';

/** Serves /api/v1/utils; with `devClock` also the development clock that moves the jobs' time. */
export async function utilsModule(app: ApiApp, options: UtilsRoutesOptions & { devClock: boolean }): Promise<void> {
  const { devClock, ...routes } = options;
  await app.register(utilsRoutes, { prefix: '/api/v1/utils', ...routes });
  if (devClock) await app.register(devClockRoutes, { prefix: '/api/v1/utils', db: routes.db });
}

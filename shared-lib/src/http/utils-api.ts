import type { AnalyticsEvent } from '../domain/site/analytics';
import { apiRequest } from './api-client';

/**
 * Records an analytics event (`POST /api/v1/utils/events`). Never throws:
 * a lost analytics event must not stop what the user was doing.
 */
export async function recordAnalyticsEvent(event: AnalyticsEvent): Promise<boolean> {
  try {
    await apiRequest<{ recorded: true }>({ method: 'POST', url: '/v1/utils/events', data: event });
    return true;
  } catch (error) {
    console.warn('[analytics] event not recorded', event.category, event.step, error);
    return false;
  }
}

/** Records that the signed-in user opened `visitUrl` (`POST /api/v1/utils/visits`). Never throws. */
export async function trackVisit(visitUrl: string): Promise<boolean> {
  try {
    await apiRequest<{ recorded: true }>({ method: 'POST', url: '/v1/utils/visits', data: { visitUrl } });
    return true;
  } catch (error) {
    console.warn('[analytics] visit not recorded', error);
    return false;
  }
}

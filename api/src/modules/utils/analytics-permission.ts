import type { FastifyRequest } from 'fastify';
import { ANALYTICS_CONSENT_COOKIE, parseAnalyticsConsent } from '@homeworth/shared-lib/domain';

/**
 * Whether a request may be stored as analytics, and under which first-party visitor id: only after the
 * visitor granted it (the consent cookie), and never when the browser says the user does not want to be
 * tracked (`DNT: 1`, Do-Not-Track; `Sec-GPC: 1`, Global Privacy Control), whatever the cookie says.
 */
export function analyticsPermission(request: Pick<FastifyRequest, 'headers' | 'cookies'>): { allowed: false } | { allowed: true; visitorId: string } {
  if (request.headers['dnt'] === '1' || request.headers['sec-gpc'] === '1') return { allowed: false };
  const consent = parseAnalyticsConsent(request.cookies[ANALYTICS_CONSENT_COOKIE]);
  return consent?.granted ? { allowed: true, visitorId: consent.visitorId } : { allowed: false };
}

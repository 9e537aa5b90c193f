import { createHmac, timingSafeEqual } from 'node:crypto';

/** The alert kinds a home can send, and the preference of the home that turns each on. */
export const ALERT_KINDS = {
  'value-change': 'valueChangeAlerts',
  'nearby-permit': 'nearbyPermitAlerts',
  maintenance: 'maintenanceReminders',
} as const;

/** One alert kind. */
export type AlertKind = keyof typeof ALERT_KINDS;

/** Where the one-click unsubscribe link of an alert email points (outside /api/v1: mail clients send no CSRF header). */
export const ALERT_ROUTES_PREFIX = '/api/alerts';
/** The one-click unsubscribe route. */
export const ALERT_UNSUBSCRIBE_PATH = `${ALERT_ROUTES_PREFIX}/unsubscribe`;

/**
 * Signs and checks the unsubscribe links of alert emails: the link names the home and the kind and
 * carries an HMAC of both, so it turns off that one alert without a sign-in and cannot be forged for
 * another home. The key is derived from the site's link secret with its own label.
 */
export function alertLinkSigner(linkSecret: string) {
  const key = createHmac('sha256', linkSecret).update('homeworth alert unsubscribe v1').digest();
  const sign = (userPropertyId: number, kind: AlertKind) => createHmac('sha256', key).update(`${userPropertyId}:${kind}`).digest('base64url');
  return {
    sign,
    /** True when `token` is the signature of this home and kind. */
    verify(userPropertyId: number, kind: AlertKind, token: string): boolean {
      const expected = Buffer.from(sign(userPropertyId, kind));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    /** The absolute unsubscribe URL of one home's alert kind. */
    unsubscribeUrl(siteOrigin: string, userPropertyId: number, kind: AlertKind): string {
      const query = new URLSearchParams({ home: String(userPropertyId), kind, token: sign(userPropertyId, kind) });
      return `${siteOrigin}${ALERT_UNSUBSCRIBE_PATH}?${query.toString()}`;
    },
  };
}

/** Signs and checks alert unsubscribe links. */
export type AlertLinkSigner = ReturnType<typeof alertLinkSigner>;

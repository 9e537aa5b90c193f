import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ClickName } from '@homeworth/shared-lib/domain';

/** Where tracked links of client emails point (outside /api/v1: a link opened from a mail client sends no CSRF header). */
export const CLIENT_LINK_ROUTES_PREFIX = '/api/agent-email';
/** The tracking redirect. */
export const CLIENT_CLICK_PATH = `${CLIENT_LINK_ROUTES_PREFIX}/click`;
/** The digest's one-click unsubscribe. */
export const DIGEST_UNSUBSCRIBE_PATH = `${CLIENT_LINK_ROUTES_PREFIX}/unsubscribe`;

/** The invitation's opt-out link: the client asks for no more invitations or agent emails. */
export const CLIENT_OPT_OUT_PATH = `${CLIENT_LINK_ROUTES_PREFIX}/opt-out`;

/** The cookie a tracked click sets: clickName, emailToken, emailLogId, emailId. */
export const SMS_ACTIVITY_COOKIE = 'agent_client_sms_activity';

/** What a tracked link names: the email it was in and where it leads. */
export interface TrackedLink {
  emailLogId: number;
  clickName: ClickName;
  /** A same-site path. */
  to: string;
}

/**
 * Signs the links of client emails with a key derived from the site's link secret: a tracked link's
 * signature covers the email, click name and destination, so nobody can record clicks for another
 * client or send a client elsewhere; the emailToken a click hands the browser covers the email log,
 * click name and the client's email, so the SMS rule can check it without a table; the digest
 * unsubscribe and opt-out links cover the client.
 */
export function clientLinkSigner(linkSecret: string) {
  const key = createHmac('sha256', linkSecret).update('homeworth client email links v1').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  const same = (given: string, expected: string) => {
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  };
  const linkText = (link: TrackedLink) => `click:${link.emailLogId}:${link.clickName}:${link.to}`;
  return {
    /** The absolute tracked URL of a link in email `emailLogId`. */
    trackedUrl(siteOrigin: string, link: TrackedLink): string {
      const query = new URLSearchParams({ l: String(link.emailLogId), n: link.clickName, to: link.to, s: mac(linkText(link)) });
      return `${siteOrigin}${CLIENT_CLICK_PATH}?${query.toString()}`;
    },
    /** True when `signature` is ours for this link. */
    verifyLink(link: TrackedLink, signature: string): boolean {
      return same(signature, mac(linkText(link)));
    },
    /** The emailToken of the SMS cookie: binds the email log, click name and the client's email. */
    emailToken(emailLogId: number, clickName: string, email: string): string {
      return mac(`sms:${emailLogId}:${clickName}:${email.toLowerCase()}`);
    },
    verifyEmailToken(emailLogId: number, clickName: string, email: string, token: string): boolean {
      return same(token, mac(`sms:${emailLogId}:${clickName}:${email.toLowerCase()}`));
    },
    /** The absolute one-click unsubscribe URL of a client's digest. */
    digestUnsubscribeUrl(siteOrigin: string, clientId: number): string {
      const query = new URLSearchParams({ client: String(clientId), token: mac(`digest-unsubscribe:${clientId}`) });
      return `${siteOrigin}${DIGEST_UNSUBSCRIBE_PATH}?${query.toString()}`;
    },
    verifyDigestUnsubscribe(clientId: number, token: string): boolean {
      return same(token, mac(`digest-unsubscribe:${clientId}`));
    },
    /** The absolute opt-out URL of a client (in every invitation). */
    optOutUrl(siteOrigin: string, clientId: number): string {
      const query = new URLSearchParams({ client: String(clientId), token: mac(`opt-out:${clientId}`) });
      return `${siteOrigin}${CLIENT_OPT_OUT_PATH}?${query.toString()}`;
    },
    verifyOptOut(clientId: number, token: string): boolean {
      return same(token, mac(`opt-out:${clientId}`));
    },
  };
}

/** Signs and checks the links of client emails. */
export type ClientLinkSigner = ReturnType<typeof clientLinkSigner>;

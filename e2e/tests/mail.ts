import { expect } from '@playwright/test';
import { DEV_MAIL_CATCHER } from '../../api/src/config';

/**
 * Mail the site sent, read from the local mail catcher that serve-all starts (maildev's REST API,
 * on loopback): the API delivers over real SMTP, as in production. No API route shows mail.
 */

/** An email as maildev keeps it (the fields the journeys read). */
export interface CaughtMail {
  subject: string;
  text: string;
  to: Array<{ address: string }>;
  attachments: Array<{ filename: string; contentType: string }>;
  time: string;
}

const MAILDEV_API = `http://${DEV_MAIL_CATCHER.host}:${DEV_MAIL_CATCHER.webPort}/api`;

/** Every message the catcher holds. */
export async function allMail(): Promise<CaughtMail[]> {
  const response = await fetch(`${MAILDEV_API}/email`);
  expect(response.ok).toBe(true);
  return (await response.json()) as CaughtMail[];
}

/** Every message delivered to `email` so far, newest first. */
export async function mailTo(email: string): Promise<CaughtMail[]> {
  const all = await allMail();
  const address = email.toLowerCase();
  return all.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address)).sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
}

/** Waits until at least `count` messages have reached `email` (delivery is a background job), then returns them newest first. */
export async function waitForMail(email: string, count = 1): Promise<CaughtMail[]> {
  let mails: CaughtMail[] = [];
  await expect
    .poll(async () => {
      mails = await mailTo(email);
      return mails.length;
    })
    .toBeGreaterThanOrEqual(count);
  return mails;
}

/** The newest link containing `path` emailed to `email`, as a same-site path (the link's host is APP_BASE_URL). */
export async function linkFromMail(email: string, path: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      found = (await mailTo(email)).flatMap((m) => m.text.split(/\s/)).find((word) => word.includes(path));
      return found;
    })
    .toBeTruthy();
  const url = new URL(found!);
  return `${url.pathname}${url.search}`;
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a signed webhook carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SIGNATURE_HEADER = 'x-homeworth-signature';

/** The signature header's value for `body` sent at `unixSeconds`. */
export function signWebhook(secret: string, body: string, unixSeconds: number = Math.floor(Date.now() / 1000)): string {
  const hmac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`, 'utf8').digest('hex');
  return `t=${unixSeconds},v1=${hmac}`;
}

/**
 * The receiver's check (the recipe the README gives partners): recompute the HMAC over `t.body`,
 * compare in constant time, and refuse a timestamp older than `toleranceSeconds` (replays).
 */
export function verifyWebhook(secret: string, body: string, header: string, toleranceSeconds = 300, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts['t']);
  const given = parts['v1'] ?? '';
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds || !/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = signWebhook(secret, body, t).split('v1=')[1]!;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

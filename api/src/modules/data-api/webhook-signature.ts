import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a webhook's signature travels in: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`. */
export const SIGNATURE_HEADER = 'X-Homeworth-Signature';

/** A receiver should refuse a signature older than this (replayed deliveries). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The signature header's value for `body` sent at `timestamp` (unix seconds). */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** True when the header signs `body` with `secret` and is recent: the recipe receivers follow (api/README.md). */
export function verifyWebhook(secret: string, body: string, header: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts['t']);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS || !parts['v1']) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'));
  const given = Buffer.from(parts['v1']);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { invalid } from './data-api.errors';

// Webhook URLs are the caller's: in production they must be https and must never reach the platform's
// own network (private, loopback, link-local, metadata addresses). Checked when the URL is given and
// again on every delivery's DNS answer, so a name that later resolves inward is refused too.

const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Where a webhook may go: production refuses plain http and every non-public address; elsewhere loopback is allowed (tests). */
export interface WebhookPolicy {
  production: boolean;
}

function mappedIpv4(address: string): string | undefined {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
}

/** Whether the API may connect to this address under the policy. */
export function isAllowedAddress(address: string, policy: WebhookPolicy): boolean {
  const v4 = mappedIpv4(address) ?? address;
  const family = isIP(v4) === 6 ? 'ipv6' : 'ipv4';
  if (!policy.production && LOOPBACK.check(v4, family)) return true;
  return !BLOCKED.check(v4, family);
}

export const WEBHOOK_URL_MESSAGE = 'The webhook URL must be an https URL on a public address.';

/** Checks a webhook URL's shape (scheme, no credentials, a literal address that is allowed); throws 400 VALIDATION_FAILED. */
export function checkWebhookUrl(text: string, policy: WebhookPolicy): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalid(WEBHOOK_URL_MESSAGE, 'webhookUrl');
  }
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  const schemeOk = url.protocol === 'https:' || (!policy.production && url.protocol === 'http:');
  if (!schemeOk || url.username || url.password) throw invalid(WEBHOOK_URL_MESSAGE, 'webhookUrl');
  if (isIP(literal) !== 0 && !isAllowedAddress(literal, policy)) throw invalid(WEBHOOK_URL_MESSAGE, 'webhookUrl');
  if (policy.production && (literal === 'localhost' || literal.endsWith('.localhost') || literal.endsWith('.internal') || literal.endsWith('.local')))
    throw invalid(WEBHOOK_URL_MESSAGE, 'webhookUrl');
  return url;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A DNS lookup for http(s).request that refuses a name resolving to a forbidden address (checked at connect time). */
export function guardedLookup(policy: WebhookPolicy) {
  return (hostname: string, options: object, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as LookupAddress[];
      const refused = list.find((a) => !isAllowedAddress(a.address, policy));
      if (refused || list.length === 0) return callback(Object.assign(new Error(`webhook host ${hostname} resolves to a forbidden address`), { code: 'EFORBIDDENADDRESS' }), []);
      const all = (options as { all?: boolean }).all;
      return all ? callback(null, list) : callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

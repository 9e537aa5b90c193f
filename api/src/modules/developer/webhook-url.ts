import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Private, loopback, link-local and other non-public ranges a webhook must never reach in production
// (the API would otherwise post into its own network for whoever sets the URL).
const PRIVATE = new BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(address, prefix, 'ipv6');
}

/** Whether an IP address is private, loopback or otherwise not on the public internet. */
export function isPrivateAddress(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1]! : ip;
  const version = isIP(address);
  if (version === 0) return true;
  return PRIVATE.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/** Why a webhook URL is refused, or null when it may be used. Production: https to a public host only. */
export function webhookUrlProblem(value: string, production: boolean): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'The webhook URL is not a valid URL.';
  }
  if (url.username || url.password) return 'The webhook URL may not carry a user name or password.';
  if (production && url.protocol !== 'https:') return 'The webhook URL must use https.';
  if (!production && url.protocol !== 'https:' && url.protocol !== 'http:') return 'The webhook URL must use https.';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (production && (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && isPrivateAddress(host)))) {
    return 'The webhook URL must reach a public address.';
  }
  return null;
}

/** At delivery, in production: refuses a host that resolves to a private address (a DNS name pointed inward later). */
export async function assertPublicHost(value: string, production: boolean): Promise<void> {
  const problem = webhookUrlProblem(value, production);
  if (problem) throw new Error(problem);
  if (!production) return;
  const host = new URL(value).hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true });
  if (addresses.some((a) => isPrivateAddress(a.address))) throw new Error('The webhook host resolves to a private address.');
}

import { BlockList, isIP } from 'node:net';

/** A CIDR range as the portal takes it: an IPv4 or IPv6 address and a prefix length (`203.0.113.0/24`, `2001:db8::/32`). */
export function parseCidr(range: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const match = /^([^/\s]+)\/(\d{1,3})$/.exec(range.trim());
  if (!match) return null;
  const address = match[1]!;
  const prefix = Number(match[2]);
  const version = isIP(address);
  if (version === 4 && prefix <= 32) return { address, prefix, family: 'ipv4' };
  if (version === 6 && prefix <= 128) return { address, prefix, family: 'ipv6' };
  return null;
}

/** True when `range` is a CIDR range parseCidr accepts. */
export const isCidr = (range: string): boolean => parseCidr(range) !== null;

/** `::ffff:203.0.113.7` is the IPv4 client 203.0.113.7 on a dual-stack socket. */
function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

/** Whether `ip` lies in one of `ranges`; an empty list allows every address. */
export function ipAllowed(ip: string, ranges: readonly string[]): boolean {
  if (ranges.length === 0) return true;
  const list = new BlockList();
  for (const range of ranges) {
    const cidr = parseCidr(range);
    if (cidr) list.addSubnet(cidr.address, cidr.prefix, cidr.family);
  }
  const address = plainAddress(ip);
  const version = isIP(address);
  if (version === 0) return false;
  return list.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

import type { FastifyRequest } from 'fastify';

// What the account pages show about a device: a short name from its user agent and its address with
// the host part dropped (enough to recognise a place, not to pinpoint a household).

/** The client address without its host part: 203.0.113.x for IPv4, the first 48 bits for IPv6. */
export function truncateIp(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.\d+$/.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.x`;
  if (ip.includes(':')) return `${ip.split(':').slice(0, 3).join(':')}::/48`;
  return '';
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Firefox on Windows", "Safari on iOS", or "Unknown device". */
export function deviceName(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

/** The request's user agent (cut to 300 characters) and truncated address. */
export function clientInfo(request: FastifyRequest): { userAgent: string; ipPrefix: string } {
  const userAgent = String(request.headers['user-agent'] ?? '').slice(0, 300);
  return { userAgent, ipPrefix: truncateIp(request.ip) };
}

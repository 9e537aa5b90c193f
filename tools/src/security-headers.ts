import { servedUrls } from './browser-remotes';
import type { ReleaseState } from './releases/release-store';

/**
 * Browser protections every page and asset of the static servers carries: no MIME sniffing, no
 * full URLs in the Referer header to other sites, no framing, and a Content-Security-Policy that
 * lets scripts, styles and connections come only from the site itself and its configured remotes.
 */

/** Google's one-tap script, its stylesheet and its frame (mfe-account, when GOOGLE_CLIENT_ID is set). */
export const GOOGLE_IDENTITY_ORIGIN = 'https://accounts.google.com';

/** Strict-Transport-Security, sent only on answers served over HTTPS: a year, subdomains included. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers that do not depend on the remotes. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/**
 * The Content-Security-Policy for `remoteOrigins` (the origins of the remotes' manifests).
 * styled-components injects style tags, so styles allow 'unsafe-inline'; scripts never do.
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[]): string {
  const own = ["'self'", ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${own} ${GOOGLE_IDENTITY_ORIGIN}`,
    `style-src ${own} 'unsafe-inline' ${GOOGLE_IDENTITY_ORIGIN}`,
    `connect-src ${own} ${GOOGLE_IDENTITY_ORIGIN}`,
    `img-src ${own} data: blob:`,
    `font-src ${own} data:`,
    `frame-src ${GOOGLE_IDENTITY_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origins of manifest URLs; anything not an http(s) URL is skipped. */
export function remoteOriginsOf(manifestUrls: Iterable<string>): string[] {
  const origins = new Set<string>();
  for (const value of manifestUrls) {
    try {
      const url = new URL(String(value));
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // not a URL: the shell cannot load it either
    }
  }
  return [...origins];
}

/**
 * The security headers of one static server: the origins of the remotes' live and canary builds come
 * from `releases` (the release state, read again whenever it changes: a remote is released or rolled
 * back without restarts); the origins a browser's remote overrides may use (`overrideOrigins`) are
 * allowed as well.
 */
export function securityHeaders(releases: (() => ReleaseState | null) | undefined, overrideOrigins: readonly string[] = []): () => Record<string, string> {
  let cached: { state: ReleaseState; csp: string } | null = null;
  const withoutRemotes = contentSecurityPolicy(overrideOrigins);
  return () => {
    const state = releases?.() ?? null;
    if (state && cached?.state !== state) cached = { state, csp: contentSecurityPolicy([...remoteOriginsOf(servedUrls(state)), ...overrideOrigins]) };
    return { ...BASE_SECURITY_HEADERS, 'content-security-policy': state ? cached!.csp : withoutRemotes };
  };
}

import fs from 'node:fs';

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

/** Origins of the manifest URLs in a remotes.json text; bad entries are skipped. */
export function remoteOriginsOf(remotesJson: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(remotesJson);
  } catch {
    return [];
  }
  if (typeof parsed !== 'object' || parsed === null) return [];
  const origins = new Set<string>();
  for (const value of Object.values(parsed)) {
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
 * The security headers of one static server: the remotes' origins are read from `remotesFile`
 * again whenever it changes (a remote is redeployed by editing that file, without restarts); the
 * origins a browser's remote overrides may use (`overrideOrigins`) are allowed as well.
 */
export function securityHeaders(remotesFile: string | undefined, overrideOrigins: readonly string[] = []): () => Record<string, string> {
  let cached: { stamp: string; csp: string } | null = null;
  const withoutRemotes = contentSecurityPolicy(overrideOrigins);
  return () => {
    let csp = withoutRemotes;
    if (remotesFile) {
      try {
        const { mtimeMs, size } = fs.statSync(remotesFile);
        const stamp = `${mtimeMs}:${size}`;
        if (cached?.stamp !== stamp) cached = { stamp, csp: contentSecurityPolicy([...remoteOriginsOf(fs.readFileSync(remotesFile, 'utf8')), ...overrideOrigins]) };
        csp = cached.csp;
      } catch {
        cached = null;
      }
    }
    return { ...BASE_SECURITY_HEADERS, 'content-security-policy': csp };
  };
}

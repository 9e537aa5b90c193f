/**
 * Per-browser remote overrides, as QA and developers use them to try a candidate build of one remote
 * in one browser: `localStorage[REMOTE_OVERRIDES_KEY]` (app-routes.ts) holds `{"<federation name>": "<manifest URL>"}`.
 * The shell honours an override only when its URL's origin matches one of the site's override
 * origins (REMOTE_OVERRIDE_ORIGINS on the shell's server, which puts them in the page and its CSP).
 * Apart from the key, so that a page without overrides does not carry these rules.
 */
/** One override origin: `http(s)://host`, with an optional port or `:*` for any port (a CSP source expression). */
const OVERRIDE_ORIGIN = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:]+\])(?::(\d{1,5}|\*))?$/i;

/** Whether `pattern` is a valid override origin. */
export function isOverrideOrigin(pattern: string): boolean {
  return OVERRIDE_ORIGIN.test(pattern);
}

/** Whether the manifest at `manifestUrl` is served from an origin that one of `origins` allows. */
export function overrideAllowed(manifestUrl: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(manifestUrl);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const defaultPort = (scheme: string) => (scheme === 'https' ? '443' : '80');
  return origins.some((origin) => {
    const match = OVERRIDE_ORIGIN.exec(origin);
    if (!match) return false;
    const [, scheme, host, port] = match as unknown as [string, string, string, string | undefined];
    if (url.protocol !== `${scheme.toLowerCase()}:` || url.hostname !== host.toLowerCase()) return false;
    return port === '*' || (url.port || defaultPort(scheme.toLowerCase())) === (port ?? defaultPort(scheme.toLowerCase()));
  });
}

/** The overrides a browser asked for, split into those `origins` allow and those they do not. */
export function splitOverrides(stored: string | null, origins: readonly string[]): { allowed: Record<string, string>; refused: Record<string, string> } {
  const allowed: Record<string, string> = {};
  const refused: Record<string, string> = {};
  let parsed: unknown = null;
  try {
    parsed = stored ? JSON.parse(stored) : null;
  } catch {
    parsed = null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { allowed, refused };
  for (const [name, url] of Object.entries(parsed)) {
    if (typeof url !== 'string') continue;
    if (overrideAllowed(url, origins)) allowed[name] = url;
    else refused[name] = url;
  }
  return { allowed, refused };
}

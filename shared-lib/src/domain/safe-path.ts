/**
 * A safe place to go back to after sign-in: a same-site path only. Anything
 * else (another host, `//host`, `javascript:`) gives the fallback: no open redirect.
 */
export function safeInternalPath(candidate: string | null | undefined, fallback = '/dashboard'): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  try {
    const url = new URL(candidate, 'https://homeworth.invalid');
    return url.origin === 'https://homeworth.invalid' ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}

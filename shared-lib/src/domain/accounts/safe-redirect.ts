/**
 * The one safe-redirect rule: every redirect and return address of the product (after sign-in,
 * after checkout, `referrer` query parameters) goes through `safeRedirectPath`, in the apps and
 * in the API, so no link can send a user to another site (no open redirect).
 */

// A placeholder origin: a path is same-site when resolving it against this origin stays here.
const SITE = 'https://homeworth.invalid';

// Percent-decoding rounds checked before giving up (`%25252F` needs three to show a slash).
const MAX_DECODE_ROUNDS = 4;

/** Longest return address accepted; real ones are a path and a short query. */
export const MAX_REDIRECT_LENGTH = 2048;

// Backslashes (browsers read `\` as `/`), C0/C1 control characters (tabs and newlines are dropped
// by URL parsers, so `/\t/host` becomes `//host`), whitespace other than a plain space, and the
// Unicode look-alikes of `/` and `\` that some servers fold into them.
const FORBIDDEN = /[\\\u0000-\u001f\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\u2044\u2215\u29f8\u29f9\ufe68\uff0f\uff3c]/;

// One layer (the input or one of its decodings) is a same-site path: starts with a single `/`,
// holds nothing forbidden, and resolves to this origin without becoming `//host` once `.` and
// `..` segments are removed (`/.//host`, `/x/..//host`).
function isSameSitePath(layer: string): boolean {
  if (!layer.startsWith('/') || layer.startsWith('//') || FORBIDDEN.test(layer)) return false;
  try {
    const url = new URL(layer, SITE);
    return url.origin === SITE && !url.pathname.startsWith('//') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * `input` as a same-site path (`/path?query#hash`, normalised), or null when it could lead
 * anywhere else: another host (`//host`, `/\host`, `/.//host`, absolute URLs), any scheme
 * (`javascript:`, `data:`...), backslashes, control characters, and the same hidden behind
 * one or more rounds of percent-encoding (`/%2F%2Fhost`, `/%5Chost`, `/%252F%252Fhost`) or
 * broken percent-encoding. Callers choose their own fallback: `safeRedirectPath(x) ?? '/dashboard'`.
 */
export function safeRedirectPath(input: unknown): string | null {
  if (typeof input !== 'string' || input.length === 0 || input.length > MAX_REDIRECT_LENGTH) return null;
  let layer = input;
  for (let round = 0; ; round += 1) {
    if (!isSameSitePath(layer)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return null; // broken percent-encoding: its meaning is not clear
    }
    if (decoded === layer) break;
    if (round === MAX_DECODE_ROUNDS) return null; // still changing: encoded too deep to be honest
    layer = decoded;
  }
  const url = new URL(input, SITE);
  return `${url.pathname}${url.search}${url.hash}`;
}

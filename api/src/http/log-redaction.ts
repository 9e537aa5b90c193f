import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE_NAME } from '../modules/security/session-cookie';

// Logs never hold secrets: every line the API's logger writes passes through scrubLogLine, so a
// password, a token or a cookie is removed wherever it sits (a header, a body an error carries, a
// query string, a failed query's parameters), not only where a redaction path expected it.

/** What a secret is replaced with. */
export const REDACTED = '[Redacted]';

// Keys whose values are secrets at any depth. `params` are a failed SQL statement's parameters
// (drizzle's DrizzleQueryError): password hashes, token hashes and emails. A pending sign-in is a
// right password waiting for its code; recovery codes and one-time codes are second factors.
const SECRET_KEY = /password|passwd|token|secret|cookie|authorization|actk|credential|api[-_]?key|pending[-_]?sign[-_]?in|recovery[-_]?codes?|^t?otp|^params$/i;

// Inside any text: query parameters with a secret name, the session cookie, bearer credentials,
// the "params: ..." line drizzle puts in a failed query's message and stack, and the values
// PostgreSQL quotes back in its messages (`... for type integer: "<value>"`, `Key (email)=(<value>)`).
const QUERY_PARAMETER = /([?&;]([^=&#\s"]+)=)([^&#\s"]*)/g;
// Query names that are credentials without saying so: the estimator's share link (`?share=<token>`),
// and a client email's tracked link, whose percent-encoded destination (`to`) may be an invitation link.
const SECRET_QUERY_NAME = /^(share|code|sig|signature|to)$/i;
// eslint-disable-next-line security/detect-non-literal-regexp -- built from a constant (the session cookie name), not from input
const SESSION_COOKIE = new RegExp(`(${SESSION_COOKIE_NAME}=)[^;\\s"]*`, 'g');
const BEARER = /(Bearer\s+)[^\s"]+/gi;
// A data API secret key or a webhook signing secret quoted anywhere in a text (an error message).
const DEVELOPER_SECRET = /\b(sk|whsec)_[A-Za-z0-9_-]{20,}/g;
const QUERY_PARAMS_LINE = /(\bparams: )[^\n]*/g;
const QUOTED_VALUE = /(: |value )"[^"\n]*"/g;
const KEY_VALUE = /(\bKey \([^)\n]*\)=\()[^\n]*?(\))/g;

/** `text` with the secrets it may hold replaced. */
export function scrubText(text: string): string {
  return text
    .replace(QUERY_PARAMETER, (whole, prefix: string, name: string) => (SECRET_KEY.test(name) || SECRET_QUERY_NAME.test(name) ? `${prefix}${REDACTED}` : whole))
    .replace(SESSION_COOKIE, `$1${REDACTED}`)
    .replace(BEARER, `$1${REDACTED}`)
    .replace(DEVELOPER_SECRET, `$1_${REDACTED}`)
    .replace(QUERY_PARAMS_LINE, `$1${REDACTED}`)
    .replace(QUOTED_VALUE, `$1"${REDACTED}"`)
    .replace(KEY_VALUE, `$1${REDACTED}$2`);
}

/** A copy of a logged value with secret keys and secrets inside text replaced. */
export function scrubSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth > 32) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => scrubSecrets(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? REDACTED : scrubSecrets(item, depth + 1)]));
}

/** pino `hooks.streamWrite`: the last step before a log line is written. */
export function scrubLogLine(line: string): string {
  try {
    return `${JSON.stringify(scrubSecrets(JSON.parse(line)))}\n`;
  } catch {
    return scrubText(line); // not JSON (a custom format): still no secrets in its text
  }
}

/** The request as logged: Fastify's usual fields, with secret path parameters (a share link's token) left out of the URL. */
export function requestForLog(request: FastifyRequest) {
  let url = request.url;
  for (const [name, value] of Object.entries((request.params ?? {}) as Record<string, unknown>)) {
    if (SECRET_KEY.test(name) && typeof value === 'string' && value.length > 0) url = url.split(encodeURIComponent(value)).join(REDACTED).split(value).join(REDACTED);
  }
  return { method: request.method, url, host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}

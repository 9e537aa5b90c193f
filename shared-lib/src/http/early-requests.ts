// Early requests: a remote's early script (routes.json `early`), which the shell's server
// names in a guest's page, starts the page's first API request while the apps are still downloading;
// the app's own identical request, made once it has loaded, takes that answer instead of asking again.
// No axios and no React here: the early script bundles this file alone.
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../domain/money-and-units/messages';

/** An answer of the API as the early request received it: HTTP status and the parsed body (null when not JSON). */
export interface EarlyAnswer {
  status: number;
  body: unknown;
}

/**
 * What the early script and the apps share (two bundles, one page): the early requests not yet taken,
 * and whether the apps have started asking (then a late early script sends nothing). Only pending early
 * requests are kept: the apps' own requests (a sign-in's password among them) never are.
 */
interface EarlyRequests {
  pending: Record<string, Promise<EarlyAnswer | null>>;
  appAsked: boolean;
}

/** The window property holding them. */
const EARLY_REQUESTS = '__hwEarlyRequests';

const store = (): EarlyRequests => ((window as unknown as Record<string, EarlyRequests>)[EARLY_REQUESTS] ??= { pending: {}, appAsked: false });

/** How long the apps' HTTP client waits for an answer; an early request gives up at the same time (then the app asks itself). */
export const API_TIMEOUT_MS = 15_000;

/** One request, exactly: method, path under /api and the JSON body. */
const keyOf = (method: string, url: string, data: unknown) => `${method.toUpperCase()} ${url} ${JSON.stringify(data ?? null)}`;

/**
 * Sends `method url` (a path under /api, as the apps' HTTP client names it) with `data` as JSON, as
 * that client would (same-origin cookies, the CSRF header), and keeps the answer for the app's
 * identical request. A network failure keeps null: the app then sends its own. Nothing is sent once
 * the apps have started asking (the script is `async` and may run late).
 */
export function startEarlyRequest(method: 'GET' | 'POST', url: string, data?: unknown): void {
  const requests = store();
  const key = keyOf(method, url, data);
  if (requests.appAsked || key in requests.pending) return;
  const answer = fetch(`/api${url}`, {
    method,
    credentials: 'same-origin',
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
    headers: { Accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, ...(data === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(data === undefined ? {} : { body: JSON.stringify(data) }),
  }).then(
    async (response): Promise<EarlyAnswer> => ({ status: response.status, body: await response.json().catch(() => null) }),
    () => null,
  );
  requests.pending[key] = answer;
}

/** The early answer to exactly this request, once (a later identical request is sent), or undefined when none was started. */
export function takeEarlyAnswer(method: string, url: string, data: unknown): Promise<EarlyAnswer | null> | undefined {
  const requests = store();
  requests.appAsked = true;
  const key = keyOf(method, url, data);
  const answer = requests.pending[key];
  delete requests.pending[key];
  return answer;
}

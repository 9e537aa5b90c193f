// Early requests (issue 16): a remote's early script (routes.json `early`), which the shell's server
// names in a guest's page, starts the page's first API request while the apps are still downloading;
// the app's own identical request, made once it has loaded, takes that answer instead of asking again.
// No axios and no React here: the early script bundles this file alone.
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../domain/messages';

/** An answer of the API as the early request received it: HTTP status and the parsed body (null when not JSON). */
export interface EarlyAnswer {
  status: number;
  body: unknown;
}

type EarlyRequests = Record<string, Promise<EarlyAnswer | null>>;

/** The window property where the early script leaves its requests for the apps (two bundles, one page). */
const EARLY_REQUESTS = '__hwEarlyRequests';

const store = (): EarlyRequests => ((window as unknown as Record<string, EarlyRequests>)[EARLY_REQUESTS] ??= {});

/** How long the apps' HTTP client waits for an answer; an early request gives up at the same time (then the app asks itself). */
export const API_TIMEOUT_MS = 15_000;

/** What a request the app has made holds: an early script that runs only then sends nothing. */
const TAKEN: Promise<EarlyAnswer | null> = Promise.resolve(null);

/** One request, exactly: method, path under /api and the JSON body. */
const keyOf = (method: string, url: string, data: unknown) => `${method.toUpperCase()} ${url} ${JSON.stringify(data ?? null)}`;

/**
 * Sends `method url` (a path under /api, as the apps' HTTP client names it) with `data` as JSON, as
 * that client would (same-origin cookies, the CSRF header), and keeps the answer for the app's
 * identical request. A network failure keeps null: the app then sends its own. Nothing is sent when
 * the app has already made that request (the script is `async` and may run late).
 */
export function startEarlyRequest(method: 'GET' | 'POST', url: string, data?: unknown): void {
  const key = keyOf(method, url, data);
  if (key in store()) return;
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
  store()[key] = answer;
}

/** The early answer to exactly this request, once (a later identical request is sent), or undefined when none was started. */
export function takeEarlyAnswer(method: string, url: string, data: unknown): Promise<EarlyAnswer | null> | undefined {
  const requests = store();
  const key = keyOf(method, url, data);
  const answer = requests[key];
  requests[key] = TAKEN;
  return answer;
}

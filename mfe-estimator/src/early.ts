/**
 * The estimator's early script (routes.json `early`): on a guest's cold load of a result
 * page (`/:project/estimator-result`), the estimate is asked for as soon as this small file arrives,
 * while the apps are still downloading; the result page's own request takes that answer. It sends
 * exactly the request the page would: this tab's saved answers for the project (saved under its
 * slug as the links spell it), and only when nothing would change them (no home facts of a report
 * link to merge in, not signed in). Kept small, as it shares the page's first round trips: the
 * project list and the step rules stay out (about 7 KB); answers the page finds incomplete are
 * refused by the API and the page asks for the missing answer.
 */
import { startEarlyRequest } from '@homeworth/shared-lib/early-requests';
import { PAGE_START_ELEMENT_ID, type EstimateRequest, type PageStart } from '@homeworth/shared-lib/domain';
import { readSavedEstimate } from './estimate-answers/saved-estimate';
import { readHomeFacts } from './home-facts/home-facts';

// The combined result pages (app-routes.component.tsx) price several projects through another route.
const COMBINED_PAGES = new Set(['multiproject', 'getting-house-ready-to-sell']);

/** Whether the shell's server found no session cookie on this page's request (PageStart `guest`). */
function isGuestPage(): boolean {
  try {
    return (JSON.parse(document.getElementById(PAGE_START_ELEMENT_ID)?.textContent ?? '{}') as PageStart).guest === true;
  } catch {
    return false;
  }
}

/** The request the result page at `pathname` will send, or null when it will send none (or another). */
export function earlyEstimateRequest(pathname: string, search: string): EstimateRequest | null {
  const project = /^\/([^/]+)\/estimator-result\/?$/.exec(pathname)?.[1];
  if (!project || COMBINED_PAGES.has(project.toLowerCase()) || search !== '' || !isGuestPage() || readHomeFacts() !== null) return null;
  const saved = readSavedEstimate(project);
  return saved ? { project, finishLevel: saved.finishLevel, answers: saved.answers } : null;
}

const request = earlyEstimateRequest(window.location.pathname, window.location.search);
if (request) startEarlyRequest('POST', '/v1/estimation/estimates', request);

/**
 * Part of `npm run bench:scale`: the requests it measures on a seeded database, each under autocannon
 * against one API process with job workers off: a 2 s warm-up, then a few rounds of load, every request's
 * round in turn, its p50 and p99 the medians of its rounds' (tools/src/load-rounds.ts). Every target is
 * checked once before it is loaded, so a wrong answer fails the bench instead of timing an error page.
 */
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@homeworth/shared-lib/domain';
import autocannon from 'autocannon';
import { roundsFigures, type LoadRound, type RoundsFigures } from '../tools/src/load-rounds';
import { postJson } from './bench-api';
import type { ScaleAccounts } from './bench-scale-accounts';

/**
 * How each request is loaded (BENCH_SCALE_SECONDS, BENCH_SCALE_CONNECTIONS, BENCH_SCALE_MIN_REQUESTS,
 * BENCH_SCALE_ROUNDS): in `rounds` rounds, each at least `seconds` and longer (up to `maxSeconds`) for a
 * slow request until about `minRequests` answers, so a round's p99 is not the few slowest of a few
 * hundred (a sign-in's password hash answers about 100 a second: its p99 over 6 s moved from 139 to
 * 359 ms between runs at the same size, and a 2 s round of the admin inbox's 830 answers moved 39-86 ms).
 */
export const ROUTE_LOAD = {
  connections: Number(process.env.BENCH_SCALE_CONNECTIONS ?? 10),
  seconds: Number(process.env.BENCH_SCALE_SECONDS ?? 2),
  minRequests: Number(process.env.BENCH_SCALE_MIN_REQUESTS ?? 2000),
  maxSeconds: 10,
  rounds: Number(process.env.BENCH_SCALE_ROUNDS ?? 3),
};

/** The seconds of each round of a request that answered `perSecond` in its warm-up. */
export function roundSeconds(perSecond: number): number {
  const { seconds, minRequests, maxSeconds } = ROUTE_LOAD;
  return Math.max(seconds, Math.min(maxSeconds, Math.ceil(minRequests / Math.max(perSecond, 1))));
}

/** The agent list's page size as the agent area asks for it (CLIENT_PAGE_SIZE). */
const CLIENT_PAGE_SIZE = 25;

export type RouteFigures = RoundsFigures;

interface Target {
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Bodies sent in turn, request by request, instead of `body`. */
  bodies?: unknown[];
  cookie?: string;
  /** Data API keys sent in turn, request by request. */
  apiKeys?: string[];
}

/** Signs in with a password, as the sign-in page does; the session cookie (`hw_session=...`). */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const answer = await postJson(base, '/api/v1/security/sign-in', { email, password });
  if (!answer.ok) throw new Error(`sign-in of ${email}: ${answer.status} ${await answer.text()}`);
  const cookie = answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('hw_session='));
  if (!cookie) throw new Error(`sign-in of ${email} set no session (a second step?)`);
  return cookie;
}

/** The signed-in sessions the targets use. */
export interface ScaleSessions {
  member: string;
  planner: string;
  agent: string;
  admin: string;
  /** Enterprise keys of a data API partner, one per connection. */
  apiKeys: string[];
  /** The data API's id of the bench home. */
  propertyId: number;
  /** Seeded homeowners who share the fixture's password: the sign-in load is spread over them. */
  signInEmails: string[];
}

/** The requests measured, by the name the table shows. */
export function scaleTargets(accounts: ScaleAccounts, sessions: ScaleSessions): Record<string, Target> {
  const { member, agent } = accounts;
  // Page 50 of the agent's list, or its last page when the agent has fewer clients at this size.
  const page = Math.max(1, Math.min(50, Math.ceil(agent.clients / CLIENT_PAGE_SIZE)));
  const home = `userPropertyId=${member.userPropertyId}`;
  return {
    // Many accounts in turn: ten sign-ins at once to one account are throttled as password guessing.
    signIn: { path: '/api/v1/security/sign-in', method: 'POST', bodies: sessions.signInEmails.map((email) => ({ email, password: accounts.password })) },
    homeReportSignedIn: { path: `/api/v1/property/properties/${member.kukunId}/report`, cookie: sessions.member },
    agentClientsPage50: { path: `/api/v1/agent/clients?sort=lastName&page=${page}`, cookie: sessions.agent },
    agentClientsSearch: { path: `/api/v1/agent/clients?q=${encodeURIComponent(agent.search)}&sort=city`, cookie: sessions.agent },
    agentClientDetail: { path: `/api/v1/agent/clients/${agent.clientId}`, cookie: sessions.agent },
    maintenanceWeek: { path: `/api/v1/maintenance/get-week-tasks?${home}`, cookie: sessions.member },
    maintenanceHistory: { path: `/api/v1/maintenance/history?${home}`, cookie: sessions.member },
    estimatePlans: { path: '/api/v1/estimation/plans', cookie: sessions.planner },
    reportHistory: { path: '/api/v1/property/user-order-history', method: 'POST', body: {}, cookie: sessions.member },
    adminInbox: { path: '/api/v1/admin/contact-messages?status=all', cookie: sessions.admin },
    blogList: { path: '/api/v1/blog/posts' },
    dataApiValue: { path: `/api/data/v1/properties/${sessions.propertyId}/value`, apiKeys: sessions.apiKeys },
  };
}

function headersOf(target: Target): Record<string, string> {
  return {
    'content-type': 'application/json',
    [CSRF_HEADER]: CSRF_HEADER_VALUE,
    ...(target.cookie ? { cookie: target.cookie } : {}),
    ...(target.apiKeys ? { 'x-api-key': target.apiKeys[0]! } : {}),
  };
}

function firstBody(target: Target): string | undefined {
  const body = target.bodies ? target.bodies[0] : target.body;
  return body === undefined ? undefined : JSON.stringify(body);
}

/** One request to `target`; throws unless it answers 2xx (the bench measures answers, not errors). */
async function checkOnce(base: string, name: string, target: Target): Promise<void> {
  const body = firstBody(target);
  const answer = await fetch(`${base}${target.path}`, { method: target.method ?? 'GET', headers: headersOf(target), ...(body === undefined ? {} : { body }) });
  if (!answer.ok) throw new Error(`${name} (${target.method ?? 'GET'} ${target.path}): ${answer.status} ${(await answer.text()).slice(0, 300)}`);
}

/** The part of an autocannon request a rotation changes. */
interface LoadRequest {
  headers?: Record<string, string>;
  body?: string;
}

/** Changes each request before it is sent: the next body, the next data API key. */
function rotation(target: Target): ((request: LoadRequest) => LoadRequest) | undefined {
  const { bodies, apiKeys } = target;
  if (!bodies && !apiKeys) return undefined;
  let next = 0;
  return (request) => {
    const n = next++;
    return {
      ...request,
      ...(bodies ? { body: JSON.stringify(bodies[n % bodies.length]) } : {}),
      // The per-key rate limit is not what this measures.
      ...(apiKeys ? { headers: { ...request.headers, 'x-api-key': apiKeys[n % apiKeys.length]! } } : {}),
    };
  };
}

type LoadOptions = Parameters<typeof autocannon>[0];

/** The autocannon options of a target. */
function loadOptions(base: string, target: Target): LoadOptions {
  const body = firstBody(target);
  const setupRequest = rotation(target);
  return {
    url: `${base}${target.path}`,
    method: target.method ?? 'GET',
    connections: ROUTE_LOAD.connections,
    headers: headersOf(target),
    ...(body === undefined ? {} : { body }),
    ...(setupRequest ? { requests: [{ setupRequest }] } : {}),
  };
}

/** One round of load; the latency of every 2xx answer as autocannon timed it (to the microsecond, not its histogram's whole ms). */
async function loadRound(options: LoadOptions, seconds: number): Promise<LoadRound> {
  const latenciesMs: number[] = [];
  const run = autocannon({ ...options, duration: seconds });
  run.on('response', (_client: unknown, statusCode: number, _bytes: number, ms: number) => {
    if (statusCode >= 200 && statusCode < 300) latenciesMs.push(ms);
  });
  const r = await run;
  return { latenciesMs, seconds, errors: r.errors + r.timeouts + r.non2xx, timeouts: r.timeouts, non2xx: r.non2xx };
}

/** Checks every target, warms each up, then loads them round by round: a request's rounds are spread over the whole measurement. */
export async function measureRoutes(base: string, targets: Record<string, Target>, log: (line: string) => void): Promise<Record<string, RouteFigures>> {
  for (const [name, target] of Object.entries(targets)) await checkOnce(base, name, target);
  const planned = new Map<string, { options: LoadOptions; seconds: number; rounds: LoadRound[] }>();
  for (const [name, target] of Object.entries(targets)) {
    const options = loadOptions(base, target);
    const warm = await autocannon({ ...options, duration: 2 });
    planned.set(name, { options, seconds: roundSeconds(warm.requests.average), rounds: [] });
  }
  for (let round = 1; round <= ROUTE_LOAD.rounds; round++) {
    for (const [name, plan] of planned) {
      plan.rounds.push(await loadRound(plan.options, plan.seconds));
      if (round === ROUTE_LOAD.rounds) {
        const f = roundsFigures(plan.rounds);
        log(`  ${name}: ${f.requestsPerSecond} req/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms (rounds ${f.roundP99Ms.join(' / ')})${f.errors ? `, ${f.errors} errors` : ''}`);
      }
    }
  }
  return Object.fromEntries([...planned].map(([name, plan]) => [name, roundsFigures(plan.rounds)]));
}

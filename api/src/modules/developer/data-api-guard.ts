import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ERROR_CODES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { countHit } from '../../http/rate-limit-store';
import { findPresentedKey } from './api-key.service';
import { ipAllowed } from './ip-ranges';
import { DATA_PLANS, quotaMonth, quotaResetsAt, type DataPlanId, type DataScope } from './plans';
import { setRateLimitHeaders, type PolicyState } from './rate-limit-headers';
import { callsThisMonth, recordCall, releaseCall, reserveCall, type CountedCall } from './usage.service';
import { DATA_API_ERROR_CODES } from './data-api-error-codes';

/** Who called the data API: set on request.dataApiCaller by the guard. */
export interface DataApiCaller {
  organizationId: string;
  keyId: string;
  plan: DataPlanId;
  scopes: readonly DataScope[];
}

declare module 'fastify' {
  interface FastifyRequest {
    dataApiCaller?: DataApiCaller;
  }
}

/** The data API's answers to a refused key, in the platform's envelope. */
export const DATA_API_MESSAGES = {
  keyMissing: 'Send your API key in the X-Api-Key header or as Authorization: Bearer <key>.',
  keyInvalid: 'This API key is unknown, revoked or expired.',
  scopeMissing: 'This API key does not have the scope this route needs.',
  ipNotAllowed: 'This API key may not be used from this IP address.',
  rateLimited: 'Too many requests for this API key. Slow down and retry after the time in Retry-After.',
  quotaExhausted: "Your organization's monthly quota is used up. It resets at the start of next month (UTC).",
} as const;

/** What happens after a successful call was counted: the quota e-mails. */
export type UsageCounted = (call: CountedCall & { plan: DataPlanId }, callsThisMonth: number) => Promise<void>;

/** The data API guard's settings. */
export interface DataApiGuardOptions {
  db: Database;
  /** Runs after each counted call (quota e-mails); none by default. */
  onCounted?: UsageCounted | undefined;
}

// Counting writes in flight, so a test (or a shutdown) can wait for them.
const pendingCounts = new Set<Promise<void>>();

/** Waits until every successful call answered so far has been counted. */
export async function usageCounted(): Promise<void> {
  while (pendingCounts.size > 0) await Promise.all([...pendingCounts]);
}

/** The key a request presents: X-Api-Key, or Authorization: Bearer. */
export function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  const apiKey = (Array.isArray(header) ? header[0] : header)?.trim();
  if (apiKey) return apiKey;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return bearer?.[1];
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Once the answer has gone out: a 2xx is counted by day, route and key; anything else gives its reserved call back. */
function countWhenAnswered(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  caller: DataApiCaller,
  reserved: { month: string; calls: number },
  onCounted?: UsageCounted,
): void {
  let settled = false;
  // 'finish': the answer was written; 'close' first: the client went away without it, not a success.
  const settle = (answered: boolean) => {
    if (settled) return;
    settled = true;
    const success = answered && reply.statusCode >= 200 && reply.statusCode <= 299;
    const call = { organizationId: caller.organizationId, keyId: caller.keyId, route: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}` };
    const work = (success ? recordCall(db, call).then(() => onCounted?.({ ...call, plan: caller.plan }, reserved.calls)) : releaseCall(db, caller.organizationId, reserved.month))
      .catch((error: unknown) => request.log.error({ err: error }, 'data API usage not counted'))
      .finally(() => pendingCounts.delete(work));
    pendingCounts.add(work);
  };
  reply.raw.once('finish', () => settle(true));
  reply.raw.once('close', () => settle(reply.raw.writableFinished));
}

/**
 * A preHandler factory for data API routes: authenticates the secret key, then checks the allowed
 * IP ranges, the per-key rate limit, the route's scope and takes one call of the organisation's
 * monthly quota (given back unless the answer is a 2xx). Every check reads the database, so a
 * revoked key is refused at once by every replica, and the rate and quota counters are shared by all
 * of them. Once the key is known every answer carries RateLimit-Policy and RateLimit, and a 429
 * carries Retry-After.
 */
export function dataApiGuard(options: DataApiGuardOptions): (scope: DataScope) => preHandlerAsyncHookHandler {
  const { db, onCounted } = options;
  return (scope) =>
    async function dataApiGuardHandler(request, reply) {
      const secret = presentedKey(request);
      if (!secret) throw new ApiError(401, DATA_API_ERROR_CODES.apiKeyMissing, DATA_API_MESSAGES.keyMissing);
      const key = secret.startsWith('sk_') && secret.length <= 200 ? await findPresentedKey(db, secret) : undefined;
      if (!key || !key.usable || key.kind !== 'secret') throw new ApiError(401, DATA_API_ERROR_CODES.apiKeyInvalid, DATA_API_MESSAGES.keyInvalid);

      const plan = DATA_PLANS[key.plan];
      const now = new Date();
      const resetsAt = quotaResetsAt(now);
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const [used, hit] = await Promise.all([callsThisMonth(db, key.organizationId, now), countHit(db, `data-api:${key.id}`, 1000)]);
      const burst: PolicyState = { name: 'burst', quota: plan.requestsPerSecond, windowSeconds: 1, remaining: plan.requestsPerSecond - hit.count, resetSeconds: hit.ttlMs / 1000 };
      const monthly: PolicyState = {
        name: 'monthly',
        quota: plan.monthlyQuota,
        windowSeconds: (resetsAt.getTime() - monthStart.getTime()) / 1000,
        remaining: plan.monthlyQuota - used,
        resetSeconds: (resetsAt.getTime() - now.getTime()) / 1000,
      };
      // Set now, so the refusals below carry them too.
      setRateLimitHeaders(reply, [burst, monthly]);

      if (!ipAllowed(request.ip, key.allowedIpRanges)) throw new ApiError(403, DATA_API_ERROR_CODES.ipNotAllowed, DATA_API_MESSAGES.ipNotAllowed);
      if (hit.count > plan.requestsPerSecond) {
        throw new ApiError(429, ERROR_CODES.rateLimited, DATA_API_MESSAGES.rateLimited, { retryAfterSeconds: seconds(hit.ttlMs), limit: plan.requestsPerSecond });
      }
      if (!key.scopes.includes(scope)) throw new ApiError(403, DATA_API_ERROR_CODES.scopeMissing, DATA_API_MESSAGES.scopeMissing, { scope });
      const month = quotaMonth(now);
      const reserved = await reserveCall(db, key.organizationId, month, plan.monthlyQuota);
      if (reserved === null) {
        setRateLimitHeaders(reply, [burst, { ...monthly, remaining: 0 }]);
        throw new ApiError(429, DATA_API_ERROR_CODES.quotaExhausted, DATA_API_MESSAGES.quotaExhausted, {
          retryAfterSeconds: seconds(resetsAt.getTime() - now.getTime()),
          resetsAt: resetsAt.toISOString(),
          limit: plan.monthlyQuota,
        });
      }
      setRateLimitHeaders(reply, [burst, { ...monthly, remaining: plan.monthlyQuota - reserved }]);

      const caller: DataApiCaller = { organizationId: key.organizationId, keyId: key.id, plan: key.plan, scopes: key.scopes as DataScope[] };
      request.dataApiCaller = caller;
      countWhenAnswered(request, reply, db, caller, { month, calls: reserved }, onCounted);
    };
}

import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ESTIMATOR_GATE_CODES, ESTIMATOR_LIMITS, GUEST_GATE_TITLES, emailProjectsAllowed, guestPermutationAllowed } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { estimatorEmailProjects } from './estimation.tables';

/**
 * The guest limits beyond the one free project: estimate permutations per browser, and projects
 * per email address within a window. Permutations live in an httpOnly cookie like the guest's
 * projects (the estimate endpoint stays free of database writes); the email count is stored.
 */
export const GUEST_ESTIMATES_COOKIE = 'hw_guest_estimates';

const COOKIE_DAYS = 30;
const KEY = /^[0-9a-f]{12}$/;

/** A short fingerprint of one estimate permutation: the same answers and finish level give the same key. */
export function permutationKey(permutation: unknown): string {
  return createHash('sha256').update(stableJson(permutation)).digest('hex').slice(0, 12);
}

// Key order must not change the fingerprint: objects are written with their keys sorted.
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The permutations this guest has run, from the cookie (unknown text is ignored). */
function permutationsOf(request: FastifyRequest): string[] {
  const raw = request.cookies[GUEST_ESTIMATES_COOKIE];
  if (!raw) return [];
  return raw
    .split('.')
    .filter((k) => KEY.test(k))
    .slice(0, ESTIMATOR_LIMITS.anonymousEstimatePermutations);
}

/**
 * 403 ESTIMATE_PERMUTATION_LIMIT when a guest asks for a new permutation beyond the limit; else
 * returns a function that records it (called once the other gates passed).
 */
export function checkGuestPermutation(request: FastifyRequest, reply: FastifyReply, permutation: unknown): () => void {
  const seen = permutationsOf(request);
  const key = permutationKey(permutation);
  if (!guestPermutationAllowed(seen, key)) {
    const code = ESTIMATOR_GATE_CODES.permutationLimit;
    throw new ApiError(403, code, GUEST_GATE_TITLES[code]!, { max: ESTIMATOR_LIMITS.anonymousEstimatePermutations });
  }
  return () => {
    if (seen.includes(key)) return;
    reply.setCookie(GUEST_ESTIMATES_COOKIE, [...seen, key].join('.'), { httpOnly: true, sameSite: 'lax', path: '/', maxAge: COOKIE_DAYS * 24 * 60 * 60 });
  };
}

/**
 * 403 EMAIL_PROJECT_LIMIT when `email` already estimated the allowed number of projects within the
 * window and `projects` adds new ones; else records the new projects under the email.
 */
export async function gateEmailProjects(db: Database, email: string, projects: readonly string[], now = new Date()): Promise<void> {
  const address = email.trim().toLowerCase();
  const since = new Date(now.getTime() - ESTIMATOR_LIMITS.emailProjectWindowHours * 60 * 60 * 1000);
  const rows = await db
    .selectDistinct({ projectSlug: estimatorEmailProjects.projectSlug })
    .from(estimatorEmailProjects)
    .where(and(eq(estimatorEmailProjects.email, address), gt(estimatorEmailProjects.createdAt, since)));
  const recent = rows.map((r) => r.projectSlug);
  if (!emailProjectsAllowed(recent, projects)) {
    const code = ESTIMATOR_GATE_CODES.emailProjectLimit;
    throw new ApiError(403, code, GUEST_GATE_TITLES[code]!, { max: ESTIMATOR_LIMITS.emailProjectCount, hours: ESTIMATOR_LIMITS.emailProjectWindowHours });
  }
  const added = projects.filter((slug) => !recent.includes(slug));
  if (added.length > 0) await db.insert(estimatorEmailProjects).values(added.map((projectSlug) => ({ email: address, projectSlug, createdAt: now })));
}

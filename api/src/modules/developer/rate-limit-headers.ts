import type { FastifyReply } from 'fastify';

// RateLimit-Policy and RateLimit as in draft-ietf-httpapi-ratelimit-headers-10 (structured-field
// lists of named policies): `RateLimit-Policy: "burst";q=5;w=1, "monthly";q=1000;w=2592000` and
// `RateLimit: "burst";r=3;t=1, "monthly";r=990;t=86400` (q quota, w window and t seconds, r remaining).

/** One policy's quota, window, what is left of it and when it resets (seconds). */
export interface PolicyState {
  name: 'burst' | 'monthly';
  quota: number;
  windowSeconds: number;
  remaining: number;
  resetSeconds: number;
}

/** Sets RateLimit-Policy and RateLimit for the given policies. */
export function setRateLimitHeaders(reply: FastifyReply, policies: readonly PolicyState[]): void {
  reply.header('ratelimit-policy', policies.map((p) => `"${p.name}";q=${p.quota};w=${p.windowSeconds}`).join(', '));
  reply.header('ratelimit', policies.map((p) => `"${p.name}";r=${Math.max(0, p.remaining)};t=${Math.max(0, Math.ceil(p.resetSeconds))}`).join(', '));
}

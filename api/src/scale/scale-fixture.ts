/** The known password of every seeded account (one precomputed hash for all, so seeding stays fast). */
export const SCALE_PASSWORD = 'Scale!pass-2026';

/** A seeded account a benchmark signs in as, or uses through its ready session. */
export interface ScaleAccount {
  userId: number;
  email: string;
  password: string;
  /** A live session's cookie value (`hw_session`), so a benchmark can skip signing in. */
  sessionToken: string;
}

/** What `seedScale` asks for. */
export interface ScaleOptions {
  /** Homeowner accounts (agents, the admin and the data-API developer come on top). */
  users: number;
  /** PRNG seed: the same seed and size give the same rows. Default 36. */
  seed?: number;
  /** Clients of the one big agent (default 10,000). */
  bigAgentClients?: number;
  /** Saved estimate plans of the one plan-heavy member (default 500). */
  bigPlanCount?: number;
  /** Report-history rows per member on average (default 20). */
  reportHistoryPerUser?: number;
  /** Years of completed maintenance tasks behind each plan (default 3). */
  historyYears?: number;
  /** The app's two-step key (`twoStepKeyFrom(shareLinkSecret)`): makes the admin's authenticator secret usable for signing in. */
  twoStepKey?: Buffer;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
}

/** The ids and credentials a benchmark needs, and how much was written. */
export interface ScaleFixture {
  seed: number;
  users: number;
  password: string;
  /** A verified homeowner with a home (opted in to the weekly e-mail), a maintenance plan with years of history and report history. */
  member: ScaleAccount & { kukunId: number; userPropertyId: number };
  /** The agent with `bigAgentClients` clients (Agent Pro), and one of its clients that has an account and a home. */
  bigAgent: ScaleAccount & { clients: number; clientId: number };
  /** The member with `bigPlanCount` saved estimate plans. */
  planUser: ScaleAccount & { plans: number; planId: number };
  /** An admin (two-step on, as the admin area requires): the bench must pass this email in ADMIN_EMAILS (or `adminEmails`). */
  admin: ScaleAccount & { totpSecret: string | null };
  /** A data-API organisation's secret key (every scope) and a seeded home to ask about. */
  dataApi: { organizationId: string; keyId: string; key: string; kukunId: number; ownerEmail: string };
  /** Rows written per table. */
  rows: Record<string, number>;
  /** Milliseconds the seeding took. */
  ms: number;
}

import { safeRedirectPath } from './safe-redirect';
import type { Role } from './roles';

/**
 * Where a user goes after signing in,
 * as a pure function: the account app gathers the facts, this decides. Every referrer passes
 * through `allowedReferrer`, so no rule can send a user to another site (no open redirect).
 */

/** Facts the redirect rules read. */
export interface PostLoginFacts {
  /** Where the user came from: the `referrer` query parameter or the signup's refererUrl. */
  referrer?: string | null;
  role: Role;
  /** 'signup' right after creating an account (rule 6), else 'sign-in'. */
  source: 'sign-in' | 'signup';
  /** Claimed properties of the user (rule 7). */
  claimedPropertyCount?: number;
  /** A home is selected (my_home) (rule 7). */
  hasHome?: boolean;
  /** Outcome of the property-score check of rule 7; only read when it applies. */
  propertyScoreCheckPassed?: boolean;
  /** Token appended as `actk` to blog referrers (rule 3); none is appended without it. */
  blogAccessToken?: string | null;
  /** Origins of listed external referrers, such as the blog host (`https://blog.example`). */
  listedOrigins?: readonly string[];
  /** The main site page of rule 8. */
  mainSite?: string;
}

/** The decision: where to go, which rule decided, and the payment role rule 1 sets. */
export interface PostLoginRedirect {
  to: string;
  rule: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
  paymentRole?: 'AGENT_PRO';
}

/** sessionStorage key holding the payment role rule 1 sets (AGENT_PRO) for the payment wall. */
export const PAYMENT_ROLE_KEY = 'hw:payment-role';

/** Rule 8's main site: the Home Dashboard, the main-site page every signed-in role can open. */
export const MAIN_SITE_PATH = '/dashboard';

/** Paths of the app host; returning to them after sign-in would loop. */
export const APP_HOST_PATHS: readonly string[] = ['/login', '/signup', '/logout', '/user', '/contractor', '/confirm-user'];

/**
 * Internal referrers rule 3 sends users back to: the pages that ask for a sign-in on the way
 * (estimators, reports, pricing, maintenance, neighbourhood, properties, agent area, blog).
 * The permits and comparables referrers are left out on purpose: rule 5 owns them.
 */
export const ALLOWED_REFERRER_PATHS: readonly string[] = [
  '/home-renovation-costs',
  '/getting-house-ready-to-sell',
  '/multiproject',
  '/estimate-history',
  '/result-page',
  '/home-report',
  '/ihome-report-history',
  '/pricing-options',
  '/properties',
  '/my-maintenance',
  '/my-neighborhood',
  '/current-home-condition',
  '/agent',
  '/dashboard',
  '/sample-dashboard',
  '/user',
  '/blog',
];

const SITE = 'https://homeworth.invalid';

function startsWithPath(path: string, prefix: string): boolean {
  const lower = path.toLowerCase();
  const p = prefix.toLowerCase();
  return lower === p || lower.startsWith(`${p}/`) || lower.startsWith(`${p}?`) || lower.startsWith(`${p}#`);
}

/** A referrer parsed as a URL, relative ones against a placeholder site; null when malformed. */
function parse(referrer: string): URL | null {
  try {
    return new URL(referrer, SITE);
  } catch {
    return null;
  }
}

/**
 * The referrer made safe: a same-site path (`/x?y`), or an absolute https URL whose origin is
 * listed. Everything else (other hosts, `//host`, `javascript:`, backslashes, malformed) is null.
 */
export function safeReferrer(referrer: string | null | undefined, listedOrigins: readonly string[] = []): string | null {
  if (!referrer) return null;
  const internal = safeRedirectPath(referrer);
  if (internal !== null) return internal;
  if (/[\\\s\u0000-\u001f\u007f]/.test(referrer)) return null;
  const url = parse(referrer);
  if (!url || url.protocol !== 'https:' || url.username || url.password) return null;
  return listedOrigins.includes(url.origin) ? url.href : null;
}

function isAppHostPath(safe: string): boolean {
  return safe.startsWith('/') && APP_HOST_PATHS.some((p) => startsWithPath(safe, p));
}

// Sign-in, signup and sign-out pages: going back there after signing in would loop.
const AUTH_PATHS = ['/login', '/signup', '/logout'];

function isAuthPath(safe: string): boolean {
  return safe.startsWith('/') && AUTH_PATHS.some((p) => startsWithPath(safe, p));
}

/** Rule 3's check: a safe referrer on the allowed list (internal) or on a listed origin. */
export function allowedReferrer(referrer: string | null | undefined, listedOrigins: readonly string[] = []): string | null {
  const safe = safeReferrer(referrer, listedOrigins);
  if (safe === null) return null;
  if (!safe.startsWith('/')) return safe;
  return ALLOWED_REFERRER_PATHS.some((p) => startsWithPath(safe, p)) ? safe : null;
}

function hasParam(referrer: string, name: string): boolean {
  return parse(referrer)?.searchParams.has(name) ?? false;
}

function isBlog(url: string): boolean {
  const parsed = parse(url);
  return parsed !== null && startsWithPath(parsed.pathname, '/blog');
}

function withParam(url: string, name: string, value: string): string {
  const parsed = new URL(url, SITE);
  parsed.searchParams.set(name, value);
  return parsed.origin === SITE ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.href;
}

/** Applies the eight post-login redirect rules in order. */
export function redirectAfterLogin(facts: PostLoginFacts): PostLoginRedirect {
  const referrer = facts.referrer ?? '';
  const origins = facts.listedOrigins ?? [];
  const mainSite = facts.mainSite ?? MAIN_SITE_PATH;
  const isAgent = facts.role === 'AGENT' || facts.role === 'AGENT_PRO';
  const safe = safeReferrer(referrer, origins);

  // 1. Realty-sales referrer: Pro agents to their profile, everyone else to the payment wall as AGENT_PRO.
  if (referrer.toLowerCase().includes('/realty-sales')) {
    if (facts.role === 'AGENT_PRO') return { to: '/agent/edit-profile', rule: 1 };
    return { to: '/agent/payment-wall', rule: 1, paymentRole: 'AGENT_PRO' };
  }
  // 2. Agents: back to an emailed link (emailLogId) unless it points into the app host, else their profile.
  if (isAgent) {
    if (safe !== null && hasParam(referrer, 'emailLogId') && !isAppHostPath(safe)) return { to: safe, rule: 2 };
    return { to: '/agent/edit-profile', rule: 2 };
  }
  // 3. Allowed referrers; blog referrers carry the access token as actk. validEmail links have rule 4.
  const allowed = hasParam(referrer, 'validEmail') ? null : allowedReferrer(referrer, origins);
  if (allowed !== null) {
    const to = isBlog(allowed) && facts.blogAccessToken ? withParam(allowed, 'actk', facts.blogAccessToken) : allowed;
    return { to, rule: 3 };
  }
  // 4. An emailed validEmail link with a property: that property's dashboard.
  if (hasParam(referrer, 'validEmail')) {
    const propertyId = parse(referrer)?.searchParams.get('propertyId') ?? '';
    if (/^\d+$/.test(propertyId)) return { to: `/dashboard?propertyId=${propertyId}`, rule: 4 };
  }
  // 5. Contractor sign-in, or the permits / comparables pages: back there, else the dashboard.
  const fromReport = safe !== null && safe.startsWith('/') && (startsWithPath(safe, '/history-of-construction-permits') || startsWithPath(safe, '/comparable-home-values'));
  if ((facts.role === 'PROFESSIONAL' && facts.source === 'sign-in') || fromReport) {
    return { to: safe !== null && !isAuthPath(safe) ? safe : '/dashboard', rule: 5 };
  }
  // 6. A contractor who has just signed up: the welcome page.
  if (facts.role === 'PROFESSIONAL' && facts.source === 'signup') return { to: '/signup/new-contractor/welcome', rule: 6 };
  // 7. Claimed properties and a home: the score check decides whether the dashboard is needed.
  if ((facts.claimedPropertyCount ?? 0) > 0 && facts.hasHome && facts.propertyScoreCheckPassed === false) {
    return { to: '/dashboard', rule: 7 };
  }
  // 8. The referrer when it is a safe page other than sign-in or signup, else the main site.
  return { to: safe !== null && !isAuthPath(safe) ? safe : mainSite, rule: 8 };
}

/** Where a new account goes right after signup. */
export function destinationAfterSignup(role: Role): string {
  if (role === 'AGENT' || role === 'AGENT_PRO') return '/agent/payment-wall';
  if (role === 'PROFESSIONAL') return '/signup/new-contractor/welcome';
  return '/signup/verify-your-email';
}

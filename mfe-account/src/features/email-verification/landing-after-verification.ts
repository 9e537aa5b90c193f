import type { Role } from '@homeworth/shared-lib/domain';

/** What decides where a user goes once the email is verified. */
export interface VerifiedFacts {
  role: Role;
  /** A contractor's company step is saved (their public profile exists); null when unknown. */
  companySaved: boolean | null;
}

/** The next place after verifying, and the words of the link that goes there. */
export interface Landing {
  path: string;
  label: string;
}

/**
 * Where a verified user continues: an agent to their own dashboard, a contractor to the company step
 * until it is saved and to their profile after, everyone else to the home dashboard. Never the
 * homeowner's "Add your home" for an agent or a contractor.
 */
export function landingAfterVerification({ role, companySaved }: VerifiedFacts): Landing {
  if (role === 'AGENT' || role === 'AGENT_PRO') return { path: '/agent/dashboard', label: 'Go to your agent dashboard' };
  if (role === 'PROFESSIONAL') {
    return companySaved === false ? { path: '/signup/new-contractor', label: 'Finish your company step' } : { path: '/contractor/profile', label: 'Go to your contractor profile' };
  }
  return { path: '/dashboard', label: 'Go to the dashboard' };
}

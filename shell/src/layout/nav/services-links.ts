import type { Role } from '@homeworth/shared-lib';
import type { NavLink } from './nav-links';

/** The associated agent's links (the agent's financingLink and insuranceLink). */
export interface AgentLinks {
  financingLink?: string | null;
  insuranceLink?: string | null;
  /** The associated agent; `agentImage` is the path of its photo (an agent's own one is its avatar). */
  agent?: { agentImage?: string | null } | null;
}

/** The avatar photo of the navigation: an agent's own photo; null keeps the default avatar. */
export function agentAvatarOf(role: Role, agent: AgentLinks | null): string | null {
  return role === 'AGENT' || role === 'AGENT_PRO' ? (agent?.agent?.agentImage ?? null) : null;
}

/** Homeowners see their associated agent's links, agents their own; guests and contractors have none. */
export function hasAgentLinks(role: Role): boolean {
  return role === 'STANDARD' || role === 'AGENT' || role === 'AGENT_PRO';
}

/** Default financing page when no agent link exists: the site's own loan calculator. */
export const DEFAULT_FINANCING_PATH = '/home-improvement-loans/loan-calculator';

function usableLink(link: string | null | undefined): string | null {
  const trimmed = link?.trim();
  return trimmed && /^https?:\/\//i.test(trimmed) ? trimmed : null;
}

/**
 * The financing and insurance items of Services: the
 * associated agent's links open in a new tab when present, otherwise financing
 * points to the default page; insurance appears only when a link exists.
 */
export function financingAndInsuranceLinks(agent: AgentLinks | null): NavLink[] {
  const financing = usableLink(agent?.financingLink);
  const insurance = usableLink(agent?.insuranceLink);
  const links: NavLink[] = [
    financing
      ? { href: financing, label: 'Financing', hint: 'Your agent’s lending partner', external: true }
      : { href: DEFAULT_FINANCING_PATH, label: 'Financing', hint: 'Estimate a home improvement loan' },
  ];
  if (insurance) links.push({ href: insurance, label: 'Insurance', hint: 'Your agent’s insurance partner', external: true });
  return links;
}

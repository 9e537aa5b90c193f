import type { Role } from '@homeworth/shared-lib';

/** One entry of the signed-in menu: a link, the Pro label, or Log Out. */
export type AccountMenuItem = { kind: 'link'; label: string; href: string } | { kind: 'label'; label: string } | { kind: 'logout'; label: 'Log Out' };

/** The Pro label shows at widths up to 1024; Contacts above 768. */
export const PRO_LABEL_MAX_WIDTH = 1024;
export const CONTACTS_MIN_WIDTH = 769;

/** Where the contractor profile lives (`/contractor/profile/{kukunUrl}`), or its base while the kukunUrl is unknown. */
export function contractorProfilePath(kukunUrl: string | null | undefined): string {
  return kukunUrl ? `/contractor/profile/${encodeURIComponent(kukunUrl)}` : '/contractor/profile';
}

/**
 * The signed-in menu of each role, in the
 * spec's order. Guests have no menu (they see Sign in and Create account).
 */
export function accountMenuItems(role: Role, width: number, kukunUrl?: string | null): AccountMenuItem[] {
  if (role === 'GUEST') return [];
  const agent = role === 'AGENT' || role === 'AGENT_PRO';
  const items: AccountMenuItem[] = [];
  if (role === 'AGENT') items.push({ kind: 'link', label: 'Upgrade to Pro', href: '/agent/payment-wall' });
  if (role === 'AGENT_PRO' && width <= PRO_LABEL_MAX_WIDTH) items.push({ kind: 'label', label: 'Agent/Broker PRO' });
  if (role === 'STANDARD') items.push({ kind: 'link', label: 'My profile', href: '/user/edit-profile' });
  // Agents keep their profile on the main site's edit-profile page; contractors on their public profile.
  if (agent) items.push({ kind: 'link', label: 'Professional profile', href: '/agent/edit-profile' });
  if (role === 'PROFESSIONAL') items.push({ kind: 'link', label: 'Professional profile', href: contractorProfilePath(kukunUrl) });
  if (agent && width >= CONTACTS_MIN_WIDTH) items.push({ kind: 'link', label: 'Contacts', href: '/agent/list-manager' });
  if (role !== 'PROFESSIONAL') items.push({ kind: 'link', label: 'Homes & preferences', href: '/user/home-preferences' });
  items.push({ kind: 'link', label: 'Home Dashboard', href: '/dashboard' });
  items.push({ kind: 'logout', label: 'Log Out' });
  return items;
}

/** The nav's PRO badge next to the name: Pro agents on wider screens (the menu carries the label below 1025). */
export function showsProBadge(role: Role, width: number): boolean {
  return role === 'AGENT_PRO' && width > PRO_LABEL_MAX_WIDTH;
}

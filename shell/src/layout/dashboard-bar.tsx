import styled from 'styled-components';
import { media } from '@homeworth/shared-lib';
import type { Session } from '@homeworth/shared-lib';
import { ShellLink } from './shell-link';
import { Account, Bar, Logo, Skip } from './header-parts';
import { LazyAccountMenu } from './nav/account-menu.lazy';

/** The product areas the dashboard-style bar links to, in the order a homeowner uses them. */
export const DASHBOARD_AREAS = [
  { label: 'Home report', href: '/dashboard' },
  { label: 'Estimator', href: '/home-renovation-costs' },
  { label: 'Maintenance', href: '/my-maintenance/app' },
  { label: 'Neighborhood', href: '/my-neighborhood/projects' },
  { label: 'History', href: '/estimate-history' },
] as const;

/** True when `href` is the area of `pathname` (the sample dashboard belongs to the report). */
export function isCurrentArea(href: string, pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/$/, '') || '/';
  if (href === '/dashboard') return path === '/dashboard' || path === '/sample-dashboard';
  const base = href.split('/').slice(0, 2).join('/');
  return path === base || path.startsWith(`${base}/`);
}

const Inner = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: 8px 16px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 24px;
`;

// On narrow screens the area links take their own row and scroll inside it, never the page.
const Areas = styled.nav`
  flex: 1;
  min-width: 0;
  ul {
    display: flex;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 12px;
    white-space: nowrap;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.secondary};
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }
  a[aria-current='page'],
  a:hover {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  ${media.below('tablet')} {
    order: 3;
    flex-basis: 100%;
  }
`;

interface Props {
  session: Session;
  width: number;
  pathname: string;
}

/**
 * The dashboard-style bar, shown where the navigation
 * bar is hidden: the logo home, the product areas, and the account menu with
 * Log Out, or Sign in and Sign up for a guest.
 */
export function DashboardBar({ session, width, pathname, avatarUrl = null }: Props & { avatarUrl?: string | null }) {
  return (
    <Bar data-testid="dashboard-bar">
      <Skip href="#main">Skip to content</Skip>
      <Inner>
        <Logo href="/" aria-label="Homeworth home">
          Home<span>worth</span>
        </Logo>
        <Areas aria-label="Your home">
          <ul>
            {DASHBOARD_AREAS.map((area) => (
              <li key={area.href}>
                <ShellLink href={area.href} aria-current={isCurrentArea(area.href, pathname) ? 'page' : undefined}>
                  {area.label}
                </ShellLink>
              </li>
            ))}
          </ul>
        </Areas>
        <Account>
          {session.isLoggedIn ? (
            <LazyAccountMenu session={session} width={width} pathname={pathname} avatarUrl={avatarUrl} />
          ) : (
            <>
              <ShellLink href="/login">Sign in</ShellLink>
              <ShellLink href="/signup?user=homeowner" className="button-link">
                Sign up
              </ShellLink>
            </>
          )}
        </Account>
      </Inner>
    </Bar>
  );
}

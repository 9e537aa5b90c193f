import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useSession, media } from '@homeworth/shared-lib';
import { ShellLink } from './shell-link';
import { usePathname } from './use-pathname';
import { useViewportWidth } from './use-viewport-width';
import { DesktopNav } from './nav/desktop-nav.component';
import { LazyAccountMenu } from './nav/account-menu.lazy';
import { GuestEntries } from './nav/create-account.component';
import { agentAvatarOf, financingAndInsuranceLinks } from './nav/services-links';
import { useAgentLinks } from './nav/use-agent-links';
import { isDesktopNav } from './nav/nav-visibility';
import { navigationSections } from './nav/nav-links';
import { Account, Bar, Logo, Skip } from './header-parts';

// Wide screens never use the hamburger menu: it loads only where it shows.
const MobileMenu = lazy(() => import('./nav/mobile-menu.component').then((m) => ({ default: m.MobileMenu })));

const Inner = styled.div`
  position: relative;
  max-width: 1280px;
  margin: 0 auto;
  padding: 0 24px;
  min-height: 64px;
  display: flex;
  align-items: center;
  gap: 24px;
  ${media.below('sm')} {
    gap: 12px;
    padding: 0 16px;
  }
  /* Phones: logo, Create account and the menu button fit in 360 px. */
  ${media.below('tiny')} {
    gap: 8px;
    padding: 0 12px;
    > a:first-of-type {
      font-size: 1.15rem;
    }
    button[aria-haspopup] {
      padding: 8px 12px;
      font-size: 0.9rem;
    }
  }
`;

const Main = styled.nav<{ $desktop: boolean }>`
  flex: ${({ $desktop }) => ($desktop ? 1 : 'none')};
  order: ${({ $desktop }) => ($desktop ? 0 : 3)};
  align-self: stretch;
  display: flex;
  align-items: center;
`;

const MobileAccount = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  padding-top: 12px;
  && a {
    font-weight: 600;
  }
  && .button-link {
    padding: 10px 16px;
    color: ${({ theme }) => theme.colors.onDark};
    background: ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

/**
 * The navigation bar, the same on every page: desktop tabs with panels above 1024 px, a hamburger menu
 * below, both from one definition; the guest entries or the role's menu.
 */
export function ShellHeader() {
  const session = useSession();
  const pathname = usePathname();
  const width = useViewportWidth();
  const agent = useAgentLinks(session);
  const sections = navigationSections(financingAndInsuranceLinks(agent));
  const avatarUrl = agentAvatarOf(session.role, agent);
  const desktop = isDesktopNav(width);
  const compact = width < 600;
  return (
    <Bar>
      <Skip href="#main">Skip to content</Skip>
      <Inner>
        <Logo href="/" aria-label="Homeworth home">
          Home<span>worth</span>
        </Logo>
        <Main aria-label="Main" $desktop={desktop}>
          {desktop ? (
            <DesktopNav sections={sections} pathname={pathname} />
          ) : (
            <Suspense fallback={null}>
              <MobileMenu
                sections={sections}
                pathname={pathname}
                account={
                  session.isLoggedIn || !compact ? null : (
                    <MobileAccount>
                      <ShellLink href="/login">Sign in</ShellLink>
                      <ShellLink href="/signup?user=homeowner" className="button-link">
                        Create account
                      </ShellLink>
                    </MobileAccount>
                  )
                }
              />
            </Suspense>
          )}
        </Main>
        <Account>
          {session.isLoggedIn ? (
            <LazyAccountMenu session={session} width={width} pathname={pathname} avatarUrl={avatarUrl} />
          ) : (
            <GuestEntries pathname={pathname} compact={compact} />
          )}
        </Account>
      </Inner>
    </Bar>
  );
}

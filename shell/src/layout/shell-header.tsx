import styled from 'styled-components';
import { Button, logout, media, useSession } from '@homeworth/shared-lib';
import { navigateToUrl } from 'single-spa';
import { useState } from 'react';
import { ShellLink } from './shell-link';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: 0 24px;
  min-height: 64px;
  display: flex;
  align-items: center;
  gap: 32px;
  ${media.below('sm')} {
    gap: 16px; padding: 0 16px; flex-wrap: wrap;
  }
`;

const Logo = styled(ShellLink)`
  font-size: 1.35rem;
  font-weight: 800;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.secondary};
  text-decoration: none;
  span {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Links = styled.ul`
  display: flex;
  gap: 24px;
  list-style: none;
  margin: 0;
  padding: 0;
  flex: 1;
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  ${media.below('sm')} {
    order: 3; flex-basis: 100%; gap: 16px; padding-bottom: 12px; overflow-x: auto;
  }
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-left: auto;
`;

const Greeting = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.secondary};
`;

const SKIP = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 16px;
    top: 8px;
    z-index: 1000;
    background: #fff;
    padding: 8px 12px;
  }
`;

/** Primary product links; the full mega-menu comes with the shell issue. */
const PRODUCT_LINKS = [
  { href: '/home-renovation-costs', label: 'Cost estimator' },
  { href: '/dashboard', label: 'Home report' },
  { href: '/my-maintenance/app', label: 'Maintenance' },
  { href: '/agent/edit-profile', label: 'For agents' },
];

/** The navigation bar: product links and the session's sign-in entry or signed-in name. */
export function ShellHeader() {
  const session = useSession();
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    // The user stays on the page: every app re-renders for a guest through the session event.
    try {
      await logout();
    } finally {
      setLeaving(false);
    }
  };
  return (
    <Bar>
      <SKIP href="#main">Skip to content</SKIP>
      <Inner>
        <Logo href="/" aria-label="Homeworth home">
          Home<span>worth</span>
        </Logo>
        <nav aria-label="Main" style={{ flex: 1 }}>
          <Links>
            {PRODUCT_LINKS.map((link) => (
              <li key={link.href}>
                <ShellLink href={link.href}>{link.label}</ShellLink>
              </li>
            ))}
          </Links>
        </nav>
        <Account>
          {session.isLoggedIn ? (
            <>
              <Greeting data-testid="nav-display-name">Hi, {session.displayName}</Greeting>
              <Button variant="secondary" loading={leaving} onClick={signOut}>
                Log Out
              </Button>
            </>
          ) : (
            <>
              <ShellLink href="/login">Sign in</ShellLink>
              <Button onClick={() => navigateToUrl('/signup?user=homeowner')}>Create account</Button>
            </>
          )}
        </Account>
      </Inner>
    </Bar>
  );
}

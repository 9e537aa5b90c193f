import styled from 'styled-components';
import { ShellLink } from './shell-link';

/** The sticky bar both headers sit in (the navigation bar and the dashboard-style bar). */
export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.layer.nav};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The site's logo, a link home. */
export const Logo = styled(ShellLink)`
  font-size: 1.35rem;
  font-weight: 800;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.secondary};
  text-decoration: none;
  span {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** "Skip to content", visible only when focused. */
export const Skip = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 16px;
    top: 8px;
    z-index: 1000;
    background: ${({ theme }) => theme.colors.surface};
    padding: 8px 12px;
  }
`;

/** The account end of a bar: the signed-in menu, or Sign in and the sign-up button. */
export const Account = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 12px;
  .button-link {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 8px 16px;
    color: ${({ theme }) => theme.colors.onDark};
    background: ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
    text-decoration: none;
  }
`;

import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

/** The admin pages, in the order admins use them most. */
const ADMIN_PAGES = [
  { to: '/user/admin/messages', label: 'Messages' },
  { to: '/user/admin/claim-documents', label: 'Ownership documents' },
  { to: '/user/admin/remotes', label: 'Remote health' },
  { to: '/user/admin/analytics', label: 'Onboarding funnel' },
  { to: '/user/admin/weekly-email', label: 'Weekly email' },
] as const;

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 20px;
    list-style: none;
    margin: 0 0 16px;
    padding: 0;
  }
  a {
    display: inline-block;
    padding: 10px 0;
    font-weight: 600;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
`;

/** Links between the admin pages; the current one is marked for assistive technology. */
export function AdminNav() {
  return (
    <Nav aria-label="Admin pages">
      <ul>
        {ADMIN_PAGES.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to}>{page.label}</NavLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}

import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

const Nav = styled.nav`
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 8px 24px;
    margin: 8px 0 0;
    padding: 0;
  }
  a {
    display: inline-block;
    padding: 10px 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.secondary};
  }
  a[aria-current='page'] {
    text-decoration-thickness: 3px;
  }
`;

/** The contractor area's pages: edit profile, leads and the public profile. */
export function ContractorNav({ kukunUrl }: { kukunUrl: string }) {
  return (
    <Nav aria-label="Contractor account">
      <ul>
        <li>
          <NavLink to="/contractor/edit-profile">Edit profile</NavLink>
        </li>
        <li>
          <NavLink to="/contractor/leads">Leads</NavLink>
        </li>
        <li>
          <NavLink to={`/contractor/profile/${kukunUrl}`}>Public profile</NavLink>
        </li>
      </ul>
    </Nav>
  );
}

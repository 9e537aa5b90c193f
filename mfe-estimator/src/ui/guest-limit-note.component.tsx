import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '@homeworth/shared-lib';

const Note = styled.p`
  margin: 0 0 20px;
  padding: 12px 16px;
  max-width: 720px;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** What a guest is told before the first question: one project free, a second or several together need an account. */
export const GUEST_LIMIT_TEXT = 'As a guest you can estimate one project for free. A second project, or several together, needs a free account.';

/** Said to a guest who starts several projects together, before any question. */
export const MULTIPROJECT_ACCOUNT_TITLE = 'Estimating several projects together needs a free account';
export const MULTIPROJECT_ACCOUNT_TEXT = 'Guests can estimate one project. Create a free account or sign in, and you go straight to the questions for the projects you picked.';

/** The guest limit, said up front with the way to an account; nothing for a signed-in user. */
export function GuestLimitNote() {
  const { isLoggedIn } = useSession();
  const { pathname } = useLocation();
  if (isLoggedIn) return null;
  const referrer = encodeURIComponent(pathname);
  return (
    <Note data-testid="guest-limit-note">
      {GUEST_LIMIT_TEXT} <Link to={`/signup?referrer=${referrer}`}>Create a free account</Link> or <Link to={`/login?referrer=${referrer}`}>sign in</Link>.
    </Note>
  );
}

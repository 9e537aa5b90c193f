import { Link } from 'react-router-dom';
import { AuthCard } from '../ui/auth-card.component';

/** Any path of the account area without a page of its own (`/user/nope`, `/login/nope`): a real "not found", with ways on. */
export function AccountNotFoundPage() {
  return (
    <AuthCard title="Page not found" lead="There is no page at this address.">
      <p>
        <Link to="/user/edit-profile">Your profile</Link> · <Link to="/user/home-preferences">Homes &amp; preferences</Link> · <Link to="/dashboard">Home dashboard</Link>
      </p>
    </AuthCard>
  );
}

import { Link } from 'react-router-dom';
import { useSession } from '@homeworth/shared-lib';
import { AuthCard } from '../../ui/auth-card.component';
import { Actions, Notice } from '../../ui/notice.component';

/** `/signup/new-contractor/welcome`: where a new contractor lands right after signing up; it asks to verify only until that is done. */
export function ContractorWelcomePage() {
  const { user } = useSession();
  const verified = user?.accountStatus === 'VERIFIED';
  return (
    <AuthCard title={user ? `Welcome, ${user.displayName}` : 'Welcome'} lead="Your contractor account is ready.">
      {verified ? (
        <Notice role="status">Your email is verified.</Notice>
      ) : (
        <p>
          We sent a verification link to <strong>{user?.userEmail ?? 'your email'}</strong>. Open it to confirm your address.
        </p>
      )}
      <Actions>
        <Link to="/contractor/edit-profile">Complete your profile</Link>
        <Link to="/contractor/profile">See your public profile</Link>
        {verified ? null : <Link to="/signup/verify-your-email">Did not get the email?</Link>}
      </Actions>
    </AuthCard>
  );
}

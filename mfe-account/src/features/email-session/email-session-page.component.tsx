import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, useSession } from '@homeworth/shared-lib';
import type { AccountState } from '../../app/root';
import { AuthCard, FormError } from '../../ui/auth-card.component';
import { Actions } from '../../ui/notice.component';
import { emailSessionRequested } from './email-session.slice';

/**
 * `/login/email-session?userEmail=&emailToken=`: an agent's invitation link. Nothing happens on load
 * (a link to this page must not switch anyone's session): the page names the address and only the
 * Continue click posts the token, then the dashboard.
 */
export function EmailSessionPage() {
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const session = useSession();
  const userEmail = params.get('userEmail') ?? '';
  const emailToken = params.get('emailToken') ?? '';
  const { status, error } = useSelector((s: AccountState) => s.emailSession);
  const complete = userEmail !== '' && emailToken !== '';
  const signInWithPassword = `/login?${new URLSearchParams({ email: userEmail, referrer: '/dashboard' }).toString()}`;

  if (status === 'password-account') {
    return (
      <AuthCard title="Sign in with your password" lead="Your agent invited you to Homeworth.">
        <FormError role="alert">{error}</FormError>
        <Actions>
          <Link to={signInWithPassword}>Sign in</Link>
          <Link to="/login/forgot-password">Forgot password?</Link>
        </Actions>
      </AuthCard>
    );
  }

  if (!complete || status === 'failed') {
    return (
      <AuthCard title="Opening your dashboard" lead="Your agent invited you to Homeworth.">
        <FormError role="alert">{error ?? 'Unauthorized'}</FormError>
        <p>This invitation link has been used, has expired or was replaced by a newer one. Sign in with your email and password instead, or ask your agent for a new invitation.</p>
        <Actions>
          <Link to="/login?referrer=/dashboard">Sign in</Link>
          <Link to="/login/forgot-password">Set or reset your password</Link>
        </Actions>
      </AuthCard>
    );
  }

  const signedInAs = session.isLoggedIn && session.user && session.user.userEmail.toLowerCase() !== userEmail.trim().toLowerCase() ? session.user.userEmail : null;
  return (
    <AuthCard title="Open your dashboard" lead="Your agent invited you to Homeworth.">
      {signedInAs ? (
        <p>
          You are signed in as <strong>{signedInAs}</strong>. Continue as <strong>{userEmail}</strong>?
        </p>
      ) : (
        <p>
          This link signs you in as <strong>{userEmail}</strong>.
        </p>
      )}
      <Button type="button" loading={status === 'signing-in'} onClick={() => dispatch(emailSessionRequested({ userEmail, emailToken }))}>
        Continue
      </Button>
    </AuthCard>
  );
}

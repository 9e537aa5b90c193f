import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import type { AccountState } from '../../app/root';
import { AuthCard, FormError } from '../account-layout/auth-card.component';
import { Actions } from '../account-layout/notice.component';
import { emailSessionRequested } from './email-session.slice';

/** `/login/email-session?userEmail=&emailToken=`: an agent's invitation link signs the client in, then the dashboard. */
export function EmailSessionPage() {
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const userEmail = params.get('userEmail') ?? '';
  const emailToken = params.get('emailToken') ?? '';
  const { status, error } = useSelector((s: AccountState) => s.emailSession);
  const complete = userEmail !== '' && emailToken !== '';

  useEffect(() => {
    if (complete) dispatch(emailSessionRequested({ userEmail, emailToken }));
  }, [dispatch, complete, userEmail, emailToken]);

  const failed = !complete || status === 'failed';
  return (
    <AuthCard title="Opening your dashboard" lead="Your agent invited you to Homeworth.">
      {failed ? (
        <>
          <FormError role="alert">{error ?? 'Unauthorized'}</FormError>
          <p>
            This invitation link has been used, has expired or was replaced by a newer one. Sign in with your email and password instead, or ask your agent for a new invitation.
          </p>
          <Actions>
            <Link to="/login?referrer=/dashboard">Sign in</Link>
            <Link to="/login/forgot-password">Set or reset your password</Link>
          </Actions>
        </>
      ) : (
        <p role="status">Signing you in…</p>
      )}
    </AuthCard>
  );
}

import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '@homeworth/shared-lib';
import type { AccountState } from '../../app/root';
import { AuthCard, FormError } from '../../ui/auth-card.component';
import { Actions, Notice } from '../../ui/notice.component';
import { verifyRequested } from './email-verification.slice';

/** `/login/verify-your-email?token=...` (and the contractor variant): the emailed link lands here. */
export function VerifyEmailPage() {
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const token = params.get('token');
  const { isLoggedIn } = useSession();
  const { status, error } = useSelector((s: AccountState) => s.emailVerification);

  useEffect(() => {
    if (token) dispatch(verifyRequested(token));
  }, [dispatch, token]);

  return (
    <AuthCard title="Email verification" lead="Confirming the address of your Homeworth account.">
      {!token ? <FormError role="alert">This page needs the link from the verification email.</FormError> : null}
      {status === 'verifying' ? <p role="status">Verifying your email…</p> : null}
      {status === 'verified' ? <Notice role="status">Your email is verified. Thank you!</Notice> : null}
      {status === 'failed' && error ? <FormError role="alert">{error}</FormError> : null}
      <Actions>
        {isLoggedIn ? <Link to="/dashboard">Go to the dashboard</Link> : <Link to="/login">Sign in</Link>}
        {status === 'failed' && isLoggedIn ? <Link to="/signup/verify-your-email">Send a new link</Link> : null}
      </Actions>
    </AuthCard>
  );
}

import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { MESSAGES, useSession } from '@homeworth/shared-lib';
import type { AccountState } from '../../app/root';
import { AuthCard, FormError } from '../../ui/auth-card.component';
import { ButtonLink } from '../../ui/button-link.component';
import { Actions, Notice } from '../../ui/notice.component';
import { verifyRequested } from './email-verification.slice';
import { landingAfterVerification } from './landing-after-verification';

/** The notice of a link used before, for someone signed in (signed out, the API's words add "You can sign in"). */
export const ALREADY_VERIFIED_NOTICE = 'This email address is already verified.';

/** `/login/verify-your-email?token=...` (and the contractor variant): the emailed link lands here. */
export function VerifyEmailPage() {
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const token = params.get('token');
  const session = useSession();
  const { status, error, next } = useSelector((s: AccountState) => s.emailVerification);

  useEffect(() => {
    if (token) dispatch(verifyRequested(token));
  }, [dispatch, token]);

  // Signed in: on to the place of the user's role (the session's, when the link was someone else's).
  const landing = session.isLoggedIn ? landingAfterVerification(next ?? { role: session.role, companySaved: null }) : null;
  const done = status === 'verified' || status === 'alreadyVerified';
  return (
    <AuthCard title="Email verification" lead="Confirming the address of your Homeworth account.">
      {!token ? <FormError role="alert">This page needs the link from the verification email.</FormError> : null}
      {status === 'verifying' ? <p role="status">Verifying your email…</p> : null}
      {status === 'verified' ? <Notice role="status">Your email is verified. Thank you!</Notice> : null}
      {status === 'alreadyVerified' ? <Notice role="status">{landing ? ALREADY_VERIFIED_NOTICE : MESSAGES.emailAlreadyVerified}</Notice> : null}
      {status === 'failed' && error ? <FormError role="alert">{error}</FormError> : null}
      <Actions>
        {landing && done ? <ButtonLink to={landing.path}>{landing.label}</ButtonLink> : null}
        {landing && !done ? <Link to={landing.path}>{landing.label}</Link> : null}
        {landing ? null : <Link to="/login">Sign in</Link>}
        {status === 'failed' && session.isLoggedIn ? <Link to="/signup/verify-your-email">Send a new link</Link> : null}
      </Actions>
    </AuthCard>
  );
}

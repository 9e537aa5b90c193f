import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, useSession } from '@homeworth/shared-lib';
import { safeRedirectPath } from '@homeworth/shared-lib/domain';
import type { AccountState } from '../../app/root';
import { AuthCard } from '../../ui/auth-card.component';
import { Actions, Notice } from '../../ui/notice.component';
import { resendRequested } from './email-verification.slice';
import { landingAfterVerification } from './landing-after-verification';

/** `/signup/verify-your-email`: after signup, asks the user to open the emailed link; resend. */
export function VerifyNoticePage() {
  const dispatch = useDispatch();
  const { user, role } = useSession();
  const { resending, resendNotice } = useSelector((s: AccountState) => s.emailVerification);
  // The page the user signed up from (an estimate they asked to save), same-site only.
  const back = safeRedirectPath(useSearchParams()[0].get('referrer'));
  // An agent or a contractor who comes here to resend goes on to their own place, not the home dashboard.
  const landing = user ? landingAfterVerification({ role, companySaved: null }) : null;
  return (
    <AuthCard title="Verify your email" lead="One last step to finish your account.">
      {resendNotice ? <Notice role="status">{resendNotice}</Notice> : null}
      <p>
        We sent a verification link to <strong>{user?.userEmail ?? 'your email address'}</strong>. Open it to confirm that the address is yours. The link works for 7 days.
      </p>
      <Actions>
        {user ? (
          <Button variant="secondary" loading={resending} onClick={() => dispatch(resendRequested())}>
            Resend the email
          </Button>
        ) : (
          <Link to="/login">Sign in to resend the email</Link>
        )}
        {back ? (
          <Link to={back}>Continue where you left off</Link>
        ) : landing && landing.path !== '/dashboard' ? (
          <Link to={landing.path}>{landing.label}</Link>
        ) : (
          <Link to="/dashboard">Continue to the dashboard</Link>
        )}
      </Actions>
    </AuthCard>
  );
}

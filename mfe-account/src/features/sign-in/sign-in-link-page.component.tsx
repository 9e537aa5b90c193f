import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@homeworth/shared-lib';
import type { AccountState } from '../../app/root';
import { AuthCard, FormError } from '../../ui/auth-card.component';
import { Actions } from '../../ui/notice.component';
import { SecondStepForm } from './second-step-form.component';
import { signInLinkConfirmed } from './sign-in.slice';

/**
 * `/login/sign-in-link?email=&token=`: an emailed sign-in link. Opening it does nothing (mail scanners
 * open links); the button signs in, and an account with two-step sign-in is then asked for its code.
 */
export function SignInLinkPage() {
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const { loading, error, pendingSignIn } = useSelector((s: AccountState) => s.signIn);

  if (pendingSignIn) {
    return (
      <AuthCard title="Two-step sign-in" lead="Your link was right. One more step.">
        <SecondStepForm referrer={null} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Sign in with your link" lead={email ? `Sign in to Homeworth as ${email}.` : 'Sign in to Homeworth.'}>
      {error ? <FormError role="alert">{error}</FormError> : null}
      {email && token ? (
        <Button type="button" loading={loading} onClick={() => dispatch(signInLinkConfirmed({ email, token, referrer: null }))}>
          Sign me in
        </Button>
      ) : (
        <FormError role="alert">This sign-in link is incomplete. Ask for a new one from the sign-in page.</FormError>
      )}
      <Actions>
        <Link to="/login">Back to sign in</Link>
      </Actions>
    </AuthCard>
  );
}

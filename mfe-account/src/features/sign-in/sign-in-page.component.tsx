import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, TextField } from '@homeworth/shared-lib';
import type { AccountState } from '../../app/root';
import { AuthCard, Aside, FormError } from '../../ui/auth-card.component';
import { Notice } from '../../ui/notice.component';
import { signInRequested } from './sign-in.slice';
import { GoogleOneTap } from './google-one-tap.component';
import { SecondStepForm } from './second-step-form.component';
import { SignInLinkOffer } from './sign-in-link-offer.component';

const RememberMe = styled.label`
  display: flex;
  gap: 8px;
  align-items: center;
  margin: 0 0 16px;
  input {
    width: 18px;
    height: 18px;
  }
`;

/** `/login`: sign in with email and password; "Remember me" keeps the session a year instead of a day. */
export function SignInPage() {
  const dispatch = useDispatch();
  const { loading, error, pendingSignIn, offerSignInLink } = useSelector((s: AccountState) => s.signIn);
  const [params] = useSearchParams();
  // A link may name the account (an invitation for an account that has a password).
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(signInRequested({ email, password, remember, referrer: params.get('referrer') }));
  };

  if (pendingSignIn) {
    return (
      <AuthCard title="Two-step sign-in" lead="Your password was right. One more step.">
        <SecondStepForm referrer={params.get('referrer')} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign in" lead="Welcome back. Sign in to see your homes, estimates and plans.">
      <form onSubmit={submit} noValidate aria-label="Sign in">
        {params.get('passwordChanged') ? <Notice role="status">Your password has been changed. Sign in with your new password.</Notice> : null}
        {error ? <FormError role="alert">{error}</FormError> : null}
        <TextField label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField label="Password" type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        <RememberMe>
          <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          Remember me
        </RememberMe>
        <Button type="submit" loading={loading}>
          Sign in
        </Button>
      </form>
      {offerSignInLink ? <SignInLinkOffer email={email} /> : null}
      <Aside>
        <Link to="/login/forgot-password">Forgot password?</Link>
      </Aside>
      <Aside>
        First time here? <Link to="/signup?user=homeowner">Create account</Link>
      </Aside>
      <GoogleOneTap referrer={params.get('referrer')} />
    </AuthCard>
  );
}

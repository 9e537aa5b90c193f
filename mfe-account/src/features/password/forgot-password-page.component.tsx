import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Button, MESSAGES, TextField, isValidEmail } from '@homeworth/shared-lib';
import type { AccountState } from '../../app/root';
import { AuthCard, Aside, FormError } from '../../ui/auth-card.component';
import { Notice } from '../../ui/notice.component';
import { forgotPasswordRequested } from './password.slice';

/** `/login/forgot-password`: emails a single-use link to choose a new password. */
export function ForgotPasswordPage() {
  const dispatch = useDispatch();
  const { loading, error, emailSent, sentPasswordEmail } = useSelector((s: AccountState) => s.password);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = isValidEmail(email) ? null : MESSAGES.invalidEmail;
    setProblem(found);
    if (!found) dispatch(forgotPasswordRequested(email));
  };

  return (
    <AuthCard title="Forgot password" lead="Enter the email of your account and we will send you a link to choose a new password.">
      <form onSubmit={submit} noValidate aria-label="Forgot password">
        {emailSent ? (
          <Notice role="status">
            We sent a link to <strong>{sentPasswordEmail}</strong>. It works once, for 1 hour.
          </Notice>
        ) : null}
        {error ? <FormError role="alert">{error}</FormError> : null}
        <TextField label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={problem} />
        <Button type="submit" loading={loading}>
          Send reset link
        </Button>
      </form>
      <Aside>
        Remembered it? <Link to="/login">Sign in</Link>
      </Aside>
    </AuthCard>
  );
}

import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, passwordProblem, rePasswordProblem, useSession } from '@homeworth/shared-lib';
import type { AccountState } from '../../app/root';
import { AuthCard, Aside, FormError } from '../../ui/auth-card.component';
import { useFocusFirstInvalid } from '@homeworth/shared-lib/focus-first-invalid';
import { FormField } from '../../ui/form-field.component';
import { Notice } from '../../ui/notice.component';
import { changePasswordRequested } from './password.slice';

type Field = 'previousPassword' | 'userPass' | 'rePassword';

/**
 * `/login/change-password`: with `?email-f=...&token=...` from the reset email, chooses a new
 * password; signed in without a token, changes it after re-entering the previous one.
 */
export function ChangePasswordPage() {
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email-f');
  const { isLoggedIn, user } = useSession();
  const { loading, error, passwordChanged } = useSelector((s: AccountState) => s.password);
  const [values, setValues] = useState<Record<Field, string>>({ previousPassword: '', userPass: '', rePassword: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const withPrevious = !token;

  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const form = { values, problems, change: set };
  const { formRef, refused } = useFocusFirstInvalid();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (withPrevious && !values.previousPassword) found.previousPassword = 'Please enter your current password.';
    const weak = passwordProblem(values.userPass);
    if (weak) found.userPass = weak;
    const mismatch = rePasswordProblem(values.userPass, values.rePassword);
    if (mismatch) found.rePassword = mismatch;
    setProblems(found);
    if (Object.keys(found).length > 0) return refused();
    dispatch(
      changePasswordRequested(
        withPrevious
          ? { previousPassword: values.previousPassword, userPass: values.userPass, rePassword: values.rePassword }
          : { accessToken: token, userPass: values.userPass, rePassword: values.rePassword },
      ),
    );
  };

  if (withPrevious && !isLoggedIn) {
    return (
      <AuthCard title="Change password" lead="Open the link from the password reset email, or sign in to change your password.">
        <Aside>
          <Link to="/login/forgot-password">Send me a reset link</Link> · <Link to="/login?referrer=/login/change-password">Sign in</Link>
        </Aside>
      </AuthCard>
    );
  }

  const account = email ?? user?.userEmail ?? '';
  return (
    <AuthCard title="Change password" lead={account ? `Choose a new password for ${account}.` : 'Choose a new password.'}>
      <form ref={formRef} onSubmit={submit} noValidate aria-label="Change password">
        {passwordChanged && withPrevious ? <Notice role="status">Your password has been changed.</Notice> : null}
        {error ? <FormError role="alert">{error}</FormError> : null}
        {/* Lets password managers pair the new password with the account. */}
        <input type="email" name="username" autoComplete="username" value={account} readOnly hidden />
        {withPrevious ? <FormField form={form} label="Current password" type="password" name="previousPassword" autoComplete="current-password" /> : null}
        <FormField form={form} label="New password" type="password" name="userPass" autoComplete="new-password" />
        <FormField form={form} label="Confirm new password" type="password" name="rePassword" autoComplete="new-password" />
        <Button type="submit" loading={loading}>
          Change password
        </Button>
      </form>
    </AuthCard>
  );
}

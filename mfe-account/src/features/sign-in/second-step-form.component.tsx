import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, TextField } from '@homeworth/shared-lib';
import { ACCOUNT_PROTECTION_MESSAGES } from '@homeworth/shared-lib/domain';
import type { AccountState } from '../../app/root';
import { FormError } from '../account-layout/auth-card.component';
import { secondStepRequested } from './sign-in.slice';

/** The second step of a sign-in with two-step on: the authenticator code or a recovery code. */
export function SecondStepForm({ referrer }: { referrer: string | null }) {
  const dispatch = useDispatch();
  const { loading, error } = useSelector((s: AccountState) => s.signIn);
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(secondStepRequested({ code, referrer }));
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Two-step sign-in">
      <p>{ACCOUNT_PROTECTION_MESSAGES.twoStepCodeRequired} Lost your phone? Enter one of your recovery codes instead.</p>
      {error ? <FormError role="alert">{error}</FormError> : null}
      <TextField label="Code" name="code" inputMode="text" autoComplete="one-time-code" required autoFocus value={code} onChange={(e) => setCode(e.target.value)} />
      <Button type="submit" loading={loading}>
        Verify and sign in
      </Button>
    </form>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, TextField } from '@homeworth/shared-lib';
import { ACCOUNT_PROTECTION_MESSAGES } from '@homeworth/shared-lib/domain';
import type { AccountState } from '../../app/root';
import { FormError } from '../../ui/auth-card.component';
import { secondStepRequested } from './sign-in.slice';

const CODE_FIELD_ID = 'second-step-code';

/** The second step of a sign-in with two-step on: the authenticator code or a recovery code. */
export function SecondStepForm({ referrer }: { referrer: string | null }) {
  const dispatch = useDispatch();
  const { loading, error } = useSelector((s: AccountState) => s.signIn);
  const [code, setCode] = useState('');
  // The password form was replaced by this one: keyboard and screen-reader users land on the code field.
  useEffect(() => document.getElementById(CODE_FIELD_ID)?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(secondStepRequested({ code, referrer }));
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Two-step sign-in">
      <p>{ACCOUNT_PROTECTION_MESSAGES.twoStepCodeRequired} Lost your phone? Enter one of your recovery codes instead.</p>
      {error ? <FormError role="alert">{error}</FormError> : null}
      <TextField label="Code" name="code" inputMode="text" autoComplete="one-time-code" id={CODE_FIELD_ID} required value={code} onChange={(e) => setCode(e.target.value)} />
      <Button type="submit" loading={loading}>
        Verify and sign in
      </Button>
    </form>
  );
}

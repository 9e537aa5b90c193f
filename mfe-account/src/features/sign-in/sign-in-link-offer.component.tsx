import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button } from '@homeworth/shared-lib';
import { ACCOUNT_PROTECTION_MESSAGES, isValidEmail } from '@homeworth/shared-lib/domain';
import { FormError } from '../../ui/auth-card.component';
import { Notice } from '../../ui/notice.component';
import type { AccountState } from '../../app/root';
import { signInLinkRequested } from './sign-in.slice';

/** Offered after repeated wrong passwords: sign in through the inbox instead of waiting. */
export function SignInLinkOffer({ email }: { email: string }) {
  const dispatch = useDispatch();
  const { signInLink, signInLinkError } = useSelector((s: AccountState) => s.signIn);
  // The email is checked here, before any request: only the saga talks to the API.
  const [invalidEmail, setInvalidEmail] = useState(false);
  const send = () => {
    const valid = isValidEmail(email.trim());
    setInvalidEmail(!valid);
    if (valid) dispatch(signInLinkRequested(email.trim()));
  };
  const state = invalidEmail ? 'failed' : signInLink;
  const error = invalidEmail ? 'Enter your email above first.' : signInLinkError;
  if (state === 'sent') return <Notice role="status">{ACCOUNT_PROTECTION_MESSAGES.signInLinkSent}</Notice>;
  return (
    <section aria-label="Sign in with an emailed link">
      <p>Trouble with your password? We can email you a link that signs you in once.</p>
      {state === 'failed' && error ? <FormError role="alert">{error}</FormError> : null}
      <Button type="button" variant="secondary" loading={state === 'sending'} onClick={send}>
        Email me a sign-in link
      </Button>
    </section>
  );
}

import { useState } from 'react';
import { Button } from '@homeworth/shared-lib';
import { ACCOUNT_PROTECTION_MESSAGES, isValidEmail } from '@homeworth/shared-lib/domain';
import { FormError } from '../../ui/auth-card.component';
import { Notice } from '../../ui/notice.component';
import { requestSignInLink } from './sign-in-link.api';

/** Offered after repeated wrong passwords: sign in through the inbox instead of waiting. */
export function SignInLinkOffer({ email }: { email: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [error, setError] = useState<string | null>(null);
  const send = () => {
    if (!isValidEmail(email.trim())) {
      setState('failed');
      setError('Enter your email above first.');
      return;
    }
    setState('sending');
    requestSignInLink(email.trim()).then(
      () => setState('sent'),
      (failure: unknown) => {
        setState('failed');
        setError(failure instanceof Error ? failure.message : 'The link could not be sent. Please try again.');
      },
    );
  };
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

import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError, MESSAGES, apiRequest, refreshSession } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';
import { AuthCard, FormError } from '../../ui/auth-card.component';
import { Actions, Notice } from '../../ui/notice.component';

/** POST /v1/security/undo-email-change: the previous email is back and every session has ended. */
function undoEmailChange(token: string): Promise<ApiAnswer<'/api/v1/security/undo-email-change', 'post'>> {
  return apiRequest({ method: 'POST', url: '/v1/security/undo-email-change', data: { token } });
}

type Outcome = { status: 'working' } | { status: 'done'; email: string } | { status: 'failed'; message: string };

/**
 * `/login/undo-email-change?token=...`: the link of the notice mailed to the previous address when
 * the email changed. It puts that address back and signs every device out, so the owner can sign
 * in (or reset the password) with the address they control.
 */
export function UndoEmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<Outcome>({ status: 'working' });

  useEffect(() => {
    if (!token) return;
    let current = true;
    undoEmailChange(token)
      .then(async ({ email }) => {
        await refreshSession().catch(() => undefined);
        if (current) setOutcome({ status: 'done', email });
      })
      .catch((error: unknown) => {
        if (current) setOutcome({ status: 'failed', message: error instanceof ApiError ? error.message : MESSAGES.genericError });
      });
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <AuthCard title="Undo the email change" lead="Putting the previous email back on your Homeworth account.">
      {!token ? <FormError role="alert">This page needs the link from the email change notice.</FormError> : null}
      {token && outcome.status === 'working' ? <p role="status">Restoring your email…</p> : null}
      {outcome.status === 'done' ? (
        <Notice role="status">Your account uses {outcome.email} again and every device has been signed out. If you did not change the email, choose a new password.</Notice>
      ) : null}
      {outcome.status === 'failed' ? <FormError role="alert">{outcome.message}</FormError> : null}
      <Actions>
        <Link to="/login">Sign in</Link>
        <Link to="/login/forgot-password">Choose a new password</Link>
      </Actions>
    </AuthCard>
  );
}

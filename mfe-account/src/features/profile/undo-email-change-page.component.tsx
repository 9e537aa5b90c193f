import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import type { AccountState } from '../../app/root';
import { AuthCard, FormError } from '../../ui/auth-card.component';
import { Actions, Notice } from '../../ui/notice.component';
import { emailChangeUndoRequested } from './account-security.slice';

/**
 * `/login/undo-email-change?token=...`: the link of the notice mailed to the previous address when
 * the email changed. It puts that address back and signs every device out, so the owner can sign
 * in (or reset the password) with the address they control.
 */
export function UndoEmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const dispatch = useDispatch();
  const outcome = useSelector((s: AccountState) => s.accountSecurity.undoEmailChange);

  useEffect(() => {
    if (token) dispatch(emailChangeUndoRequested(token));
  }, [dispatch, token]);

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

import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button, TextField } from '@homeworth/shared-lib';
import { FormError } from '../../ui/auth-card.component';
import { Notice } from '../../ui/notice.component';
import type { AccountState } from '../../app/root';
import { twoStepConfirmRequested, twoStepDisableRequested, twoStepEnrolmentRequested, twoStepRequested } from './account-security.slice';

const Secret = styled.code`
  display: block;
  padding: 8px 12px;
  margin: 8px 0 16px;
  word-break: break-all;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius};
`;

const Codes = styled.ol`
  columns: 2;
  font-family: monospace;
  font-size: 1rem;
`;

/** Two-step sign-in: turn on with an authenticator app (secret and otpauth link, a confirming code, recovery codes once), or off with the password and a code. */
export function TwoStepSection() {
  const dispatch = useDispatch();
  const { status, enrolment, recoveryCodes, error, busy, changes } = useSelector((s: AccountState) => s.accountSecurity.twoStep);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');

  useEffect(() => {
    dispatch(twoStepRequested());
  }, [dispatch]);
  // A change went through: the code (and password) typed for it are spent.
  useEffect(() => {
    setCode('');
    setPassword('');
  }, [changes]);

  const start = () => dispatch(twoStepEnrolmentRequested());
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    dispatch(twoStepConfirmRequested(code.trim()));
  };
  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    dispatch(twoStepDisableRequested({ password, code: code.trim() }));
  };

  if (!status) return error ? <FormError role="alert">{error}</FormError> : <p role="status">Loading…</p>;
  return (
    <>
      {error ? <FormError role="alert">{error}</FormError> : null}
      {recoveryCodes ? (
        <div role="region" aria-label="Your recovery codes">
          <Notice role="status">Two-step sign-in is on.</Notice>
          <p>Keep these recovery codes somewhere safe. Each works once if you lose your phone. They are shown only now.</p>
          <Codes>
            {recoveryCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </Codes>
        </div>
      ) : null}
      {status.enabled ? (
        <>
          <p>Two-step sign-in is on: signing in asks for a code from your authenticator app. {status.recoveryCodesLeft} recovery codes left.</p>
          <form onSubmit={turnOff} noValidate aria-label="Turn off two-step sign-in">
            <TextField
              label="Password"
              type="password"
              name="twoStepPassword"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <TextField
              label="Code from your app or a recovery code"
              name="twoStepOffCode"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <Button type="submit" variant="secondary" loading={busy}>
              Turn off two-step sign-in
            </Button>
          </form>
        </>
      ) : enrolment ? (
        <form onSubmit={confirm} noValidate aria-label="Confirm two-step sign-in">
          <p>Add Homeworth to your authenticator app: open this link on your phone, or enter the key by hand (time-based, 6 digits).</p>
          <a href={enrolment.otpauthUri}>Add to authenticator app</a>
          <Secret aria-label="Setup key">{enrolment.secret}</Secret>
          <TextField
            label="6-digit code from the app"
            name="twoStepCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" loading={busy}>
            Turn on two-step sign-in
          </Button>
        </form>
      ) : (
        <>
          <p>
            Protect your account with a code from an authenticator app each time you sign in with your password.
            {status.required ? ' Your account manages Homeworth, so admin pages need it.' : ''}
          </p>
          <Button type="button" loading={busy} onClick={start}>
            Set up two-step sign-in
          </Button>
        </>
      )}
    </>
  );
}

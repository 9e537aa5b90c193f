import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@homeworth/shared-lib';
import { SAVE_ACTIONS, SignUpGate } from '../../ui/sign-up-gate.component';
import { writePendingSave, type PendingSaveRequest } from '../../shared/pending-save/pending-save';
import { ResultPage } from './estimate-result.styles';

/**
 * Shown instead of a result when the API gated it: a guest has already estimated one project, run
 * its 6 versions, or estimated 3 projects under one email within 48 hours. The limit modal opens at once; closing it leaves a way back.
 * Choosing a way in asks to save this estimate: it replaces any earlier pending save and is
 * saved into the account once the guest signs in.
 */
export function GuestGateNotice({ title, save }: { title: string; save: PendingSaveRequest }) {
  const [open, setOpen] = useState(true);
  const { pathname } = useLocation();
  return (
    <ResultPage>
      <h1>Sign up to see this estimate</h1>
      <p>
        Guests can price one project, in up to 6 versions, and 3 projects per email address every 48 hours. A free account prices every project, saves your estimates and compares
        several projects together.
      </p>
      <SignUpGate title={title} open={open} onClose={() => setOpen(false)} actions={SAVE_ACTIONS} onProceed={() => writePendingSave({ ...save, returnPath: pathname })}>
        <p>Your answers wait here while you sign up and verify your email; this estimate is then saved in your account and you come back to it.</p>
      </SignUpGate>
      {open ? null : (
        <div>
          <Button onClick={() => setOpen(true)}>Sign up or sign in</Button>
        </div>
      )}
    </ResultPage>
  );
}

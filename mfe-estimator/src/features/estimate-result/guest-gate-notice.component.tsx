import { useState } from 'react';
import { Button } from '@homeworth/shared-lib';
import { SignUpGate } from '../../ui/sign-up-gate.component';
import { ResultPage } from './estimate-result.styles';

/**
 * Shown instead of a result when the API gated it: a guest has already estimated one project
 * (estimator gating, newer version). The limit modal opens at once; closing it leaves a way back.
 */
export function GuestGateNotice({ title }: { title: string }) {
  const [open, setOpen] = useState(true);
  return (
    <ResultPage>
      <h1>Sign up to see this estimate</h1>
      <p>Guests can price one project. A free account prices every project, saves your estimates and compares several projects together.</p>
      <SignUpGate title={title} open={open} onClose={() => setOpen(false)}>
        <p>Your answers stay in this tab while you sign up, and you come back to this result afterwards.</p>
      </SignUpGate>
      {open ? null : (
        <div>
          <Button onClick={() => setOpen(true)}>Sign up or sign in</Button>
        </div>
      )}
    </ResultPage>
  );
}

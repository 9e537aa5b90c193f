import { expect } from '@playwright/test';
import { DEV_LETTER_OUTBOX } from '../../api/src/config';

/**
 * Verification letters the site "mailed", read from the local letter outbox that serve-all starts
 * (loopback only, like the mail catcher). No API route shows them.
 */
const OUTBOX = `http://${DEV_LETTER_OUTBOX.host}:${DEV_LETTER_OUTBOX.port}`;

interface OutboxLetter {
  to: { line1: string; city: string; state: string; zip: string };
  text: string;
}

/** The code printed in the newest letter to `street` (the print job runs in the background). */
export async function codeFromLetter(street: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const letters = (await (await fetch(`${OUTBOX}/letters`)).json()) as OutboxLetter[];
      const letter = letters.find((l) => l.to.line1 === street);
      code = /Your code: ([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(letter?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

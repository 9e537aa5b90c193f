/* eslint-disable security/detect-non-literal-fs-filename -- the outbox file is in the configured data folder, never a request's text. */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../config';

/** Where the development SMS provider keeps messages. */
export const DEV_SMS_OUTBOX = path.join(REPO_ROOT, '.data', 'sms-outbox.jsonl');

// The development tool that shows texted messages: `npx tsx api/src/providers/sms/sms-outbox.ts [--follow]`.
if (require.main === module) {
  const show = () => {
    const lines = fs.existsSync(DEV_SMS_OUTBOX) ? fs.readFileSync(DEV_SMS_OUTBOX, 'utf8').trim().split('\n').filter(Boolean) : [];
    for (const line of lines.slice(-20)) {
      const m = JSON.parse(line) as { at: string; to: string; body: string };
      console.log(`${m.at}  to ${m.to}\n  ${m.body}\n`);
    }
    if (lines.length === 0) console.log(`No text messages yet (${DEV_SMS_OUTBOX}).`);
  };
  show();
  if (process.argv.includes('--follow')) fs.watchFile(DEV_SMS_OUTBOX, { interval: 1000 }, show);
}

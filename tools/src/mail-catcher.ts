/**
 * The local mail catcher `npm start` runs: maildev's SMTP server and its web page, both on loopback
 * only. maildev's own CLI answers every Origin with credentials allowed, so any web page open in the
 * developer's browser could read the caught mail (live sign-in and reset links); here the web API
 * allows only its own page. Run: tsx tools/src/mail-catcher.ts <host> <smtpPort> <webPort>
 */
import { tmpdir } from 'node:os';
import path from 'node:path';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** The origins allowed to read the mail: the catcher's own page (by IP and by name). */
function mailPageOrigins(host: string, webPort: number): string[] {
  const hostPart = host.includes(':') ? `[${host}]` : host;
  return [...new Set([`http://${hostPart}:${webPort}`, `http://localhost:${webPort}`])];
}

async function main(): Promise<void> {
  const [host = '127.0.0.1', smtpArg = '1025', webArg = '1080'] = process.argv.slice(2);
  if (!LOOPBACK.has(host)) throw new Error(`The mail catcher listens on loopback only (got ${host}): the mail holds live sign-in links.`);
  // maildev's parts ship ES modules only.
  const [{ MemoryStorage }, { createSMTPServer }, { createAPIServer }, { registerUI }] = await Promise.all([
    import('@maildev/core'),
    import('@maildev/smtp'),
    import('@maildev/api'),
    import('@maildev/ui/server'),
  ]);
  const storage = new MemoryStorage({ maxEmails: 500 });
  await storage.initialize();
  const smtp = createSMTPServer({ port: Number(smtpArg), host, storage, mailDir: path.join(tmpdir(), 'maildev'), logger: false });
  await smtp.start();
  const web = createAPIServer({ port: Number(webArg), host, basePath: '', storage, smtp, cors: { origin: mailPageOrigins(host, Number(webArg)), credentials: false } });
  await web.registerPlugins();
  await registerUI(web.server, { basePath: '' });
  await web.listen();
  const stop = () => void Promise.allSettled([web.stop(), smtp.stop()]).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * Starts the API and serves every built app on its own port, as if each were
 * deployed on its own host, then prints the URL to open. Stops everything on
 * Ctrl+C. A part that dies on its own is started again (after a pause that grows
 * if it keeps dying); the others keep running, so one crash never takes the site down.
 *
 * Also starts the local mail catcher (maildev, loopback only) that the API's mail worker sends to
 * by default in development: read the mail at http://127.0.0.1:1080; and the letter outbox that
 * verification letters go to (loopback only): read them at http://127.0.0.1:1090.
 *
 * Env: DATA_DIR (API data, default .data/pglite), REMOTES_FILE (default
 * .data/remotes.json, written with the local ports when missing), API_PORTS (several API
 * replicas, e.g. "4000,4001", which need DATABASE_URL: `npm run start:cluster`; the shell's
 * proxy takes them in turn), RELEASES_DIR (release folders each remote serves under /releases/), SKIP_APPS (apps served by someone else, e.g. `npm run dev`'s watched app).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, API_PORT, localRemotesJson } from '../tools/src/apps';
import { DEV_LETTER_OUTBOX, DEV_MAIL_CATCHER } from '../api/src/config';

const root = path.resolve(__dirname, '..');
const remotesFile = process.env.REMOTES_FILE ?? path.join(root, '.data', 'remotes.json');
const shellPort = APPS.find((a) => a.kind === 'host')?.port ?? 3000;
const apiPorts = (process.env.API_PORTS ?? String(API_PORT)).split(',').map((port) => Number(port.trim()));
if (apiPorts.some((port) => !Number.isInteger(port) || port <= 0)) throw new Error(`API_PORTS must list ports, got "${process.env.API_PORTS}"`);
if (apiPorts.length > 1 && !process.env.DATABASE_URL) throw new Error('Several API replicas need DATABASE_URL (PostgreSQL); PGlite serves one process');
const apiOrigins = apiPorts.map((port) => `http://127.0.0.1:${port}`);
const skipped = new Set((process.env.SKIP_APPS ?? '').split(',').map((a) => a.trim()));
const served = APPS.filter((a) => !skipped.has(a.app));

if (!fs.existsSync(remotesFile)) {
  fs.mkdirSync(path.dirname(remotesFile), { recursive: true });
  fs.writeFileSync(remotesFile, `${JSON.stringify(localRemotesJson(), null, 2)}\n`);
}

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const children = new Set<ChildProcess>();
let stopping = false;

// A restart waits 1 s, doubling up to 30 s while the part keeps dying within a minute of starting.
const FIRST_RESTART_DELAY_MS = 1000;
const MAX_RESTART_DELAY_MS = 30_000;
const STABLE_AFTER_MS = 60_000;

function run(name: string, args: string[], env: NodeJS.ProcessEnv = {}, restartDelayMs = FIRST_RESTART_DELAY_MS): void {
  const startedAt = Date.now();
  const child = spawn(tsx, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (line: string) => `[${name}] ${line}`;
  child.stdout?.on('data', (d: Buffer) => process.stdout.write(d.toString().split('\n').filter(Boolean).map(prefix).join('\n') + '\n'));
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(d.toString().split('\n').filter(Boolean).map(prefix).join('\n') + '\n'));
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (stopping) return;
    const delay = Date.now() - startedAt > STABLE_AFTER_MS ? FIRST_RESTART_DELAY_MS : restartDelayMs;
    console.error(`[${name}] exited (${signal ?? `code ${code}`}); starting it again in ${delay / 1000} s. The other parts keep running.`);
    setTimeout(() => {
      if (!stopping) run(name, args, env, Math.min(delay * 2, MAX_RESTART_DELAY_MS));
    }, delay);
  });
  children.add(child);
}

function stop(code = 0): void {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

// SMTP and web both on loopback only, and only the catcher's own page may read it (CORS): the caught
// mail holds live sign-in and reset links.
const maildevArgs = ['tools/src/mail-catcher.ts', DEV_MAIL_CATCHER.host, String(DEV_MAIL_CATCHER.smtpPort), String(DEV_MAIL_CATCHER.webPort)];
const mailPage = `http://${DEV_MAIL_CATCHER.host}:${DEV_MAIL_CATCHER.webPort}`;

// Verification letters the site "mails" in development: loopback only, read at http://127.0.0.1:1090.
const letterOutboxArgs = ['api/src/providers/letters/letter-outbox.ts', DEV_LETTER_OUTBOX.host, String(DEV_LETTER_OUTBOX.port)];

async function main(): Promise<void> {
  run('mail', maildevArgs);
  run('letters', letterOutboxArgs);
  for (const app of served) run(app.app, ['tools/src/serve-app.ts', app.app], { REMOTES_FILE: remotesFile, API_ORIGINS: apiOrigins.join(',') });
  // One replica at a time: the first creates the schemas (pg-boss's CREATE SCHEMA is not safe to race).
  for (const [i, port] of apiPorts.entries()) {
    // The API reads the release state beside the same remotes.json (remote health, rollback, canary watch).
    run(apiPorts.length > 1 ? `api:${port}` : 'api', ['api/src/server.ts'], { PORT: String(port), REMOTES_FILE: remotesFile });
    await waitFor(`${apiOrigins[i]}/api/health`, 110_000);
  }
  await waitFor(`${mailPage}/api/healthz`, 30_000);
  await Promise.all(served.map((a) => waitFor(`http://127.0.0.1:${a.port}/${a.kind === 'host' ? '' : 'mf-manifest.json'}`, 30_000)));
  console.log(
    `\nHomeworth is running. Open http://localhost:${shellPort}\n(API docs: http://localhost:${shellPort}/api/docs; mail sent by the site: ${mailPage}; letters: http://${DEV_LETTER_OUTBOX.host}:${DEV_LETTER_OUTBOX.port}; stop with Ctrl+C)\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  stop(1);
});

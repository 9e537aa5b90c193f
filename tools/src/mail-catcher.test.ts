import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** A free loopback port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      if (Date.now() > until) throw new Error(`${url} did not answer`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('the local mail catcher (tools/src/mail-catcher.ts)', () => {
  let child: ChildProcess;
  let page: string;

  beforeAll(async () => {
    const [smtp, web] = [await freePort(), await freePort()];
    page = `http://127.0.0.1:${web}`;
    child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['tools/src/mail-catcher.ts', '127.0.0.1', String(smtp), String(web)], { cwd: root, stdio: 'ignore' });
    await waitFor(`${page}/api/healthz`, 30_000);
  }, 40_000);

  afterAll(() => {
    child.kill('SIGTERM');
  });

  it('does not let another origin read the caught mail (no allow-origin for it, never * with credentials)', async () => {
    for (const method of ['GET', 'OPTIONS'] as const) {
      const answer = await fetch(`${page}/api/email`, {
        method,
        headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' },
      });
      const allowed = answer.headers.get('access-control-allow-origin');
      expect(allowed).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('lets its own page read the mail', async () => {
    const answer = await fetch(`${page}/api/email`, { headers: { origin: page } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(page);
  });

  it('refuses to listen on anything but loopback', async () => {
    const refused = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['tools/src/mail-catcher.ts', '0.0.0.0', '0', '0'], { cwd: root, stdio: 'ignore' });
    const code = await new Promise<number | null>((resolve) => refused.on('exit', resolve));
    expect(code).toBe(1);
  }, 30_000);
});

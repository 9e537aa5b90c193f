import net, { type AddressInfo } from 'node:net';
import { PROFILE_MESSAGES } from '@homeworth/shared-lib/domain';
import { sendRaw } from '../../../tools/src/test/raw-http';
import { CSRF_HEADERS, signUpAndGetToken, useTestApp } from '../test/test-app';
import { SESSION_COOKIE_NAME } from '../modules/security/session-cookie';

const ctx = useTestApp();

async function listening(): Promise<number> {
  if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return (ctx.app.server.address() as AddressInfo).port;
}

/**
 * Sends a large upload through a raw socket (all of it, then a half-close) and reads the answer;
 * resolves with it, or with the client's error when the server cuts the connection (EPIPE, reset).
 */
function postLarge(port: number, path: string, token: string, size: number, json = false): Promise<{ status: number; body: string } | { error: string }> {
  const boundary = '----hwbig';
  const head = json ? '{"x":"' : `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
  const tail = json ? '"}' : `\r\n--${boundary}--\r\n`;
  const headers = {
    ...CSRF_HEADERS,
    host: 'localhost',
    'content-type': json ? 'application/json' : `multipart/form-data; boundary=${boundary}`,
    'content-length': head.length + size + tail.length,
    cookie: `${SESSION_COOKIE_NAME}=${token}`,
  };
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    let failed = '';
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('error', (error: NodeJS.ErrnoException) => (failed = error.code ?? error.message));
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
      resolve(failed || !status ? { error: failed || 'closed' } : { status: Number(status[1]), body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\n${Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')}\r\n${head}`,
    );
    socket.write(Buffer.alloc(size, 'a'));
    socket.end(tail);
  });
}

describe('requests too large for the API', () => {
  it('answers a 16 MB profile image with 413 PAYLOAD_TOO_LARGE in the envelope, and the client reads it', async () => {
    const port = await listening();
    const token = await signUpAndGetToken(ctx.app);
    const outcome = await postLarge(port, '/api/v1/security/profile/image', token, 16 * 1024 * 1024);
    expect(outcome).toMatchObject({ status: 413 });
    expect(JSON.parse((outcome as { body: string }).body)).toEqual({
      success: false,
      errors: [{ code: 'PAYLOAD_TOO_LARGE', message: PROFILE_MESSAGES.fileSizeNotAllowed, args: { field: 'image' } }],
    });
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it('answers a 16 MB JSON body with 413 in the envelope and reads the rest, so the client is not cut off', async () => {
    const port = await listening();
    const token = await signUpAndGetToken(ctx.app);
    const outcome = await postLarge(port, '/api/v1/security/profile/image', token, 16 * 1024 * 1024, true);
    expect(outcome).toMatchObject({ status: 413 });
    expect(JSON.parse((outcome as { body: string }).body)).toMatchObject({ success: false, errors: [{ code: 'PAYLOAD_TOO_LARGE' }] });
  });

  it.each([
    ['a 20 KB address', (big: string) => `GET /api/v1/nowhere/${big} HTTP/1.1\r\nHost: x\r\n\r\n`],
    ['a 20 KB query', (big: string) => `GET /api/health?q=${big} HTTP/1.1\r\nHost: x\r\n\r\n`],
    ['a 20 KB header', (big: string) => `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${big}\r\n\r\n`],
  ])('answers %s with 431 HEADERS_TOO_LARGE in the envelope', async (_name, request) => {
    const port = await listening();
    const outcome = await sendRaw(port, request('a'.repeat(20 * 1024)));
    expect(outcome).toMatchObject({ status: 431 });
    const { text } = outcome as { text: string };
    expect(text).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
    expect(text).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      errors: [{ code: 'HEADERS_TOO_LARGE', message: expect.stringMatching(/too long/) }],
    });
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { installNetworkGuard } from './network-guard';

describe('network guard of the unit tests', () => {
  it('refuses a host that is not allowed and records the attempt', async () => {
    const guard = installNetworkGuard(['127.0.0.1']);
    try {
      // TEST-NET-3: never routable, and the guard refuses it before any packet leaves.
      const error = await new Promise<Error>((resolve) => {
        http.get('http://203.0.113.7:8080/', () => resolve(new Error('answered'))).on('error', resolve);
      });
      expect(error.message).toContain('Network access in a unit test: 203.0.113.7:8080');
      expect(guard.takeAttempts()).toEqual(['203.0.113.7:8080']);
    } finally {
      guard.uninstall();
    }
  });

  it('lets allowed hosts through', async () => {
    const server = http.createServer((_req, res) => res.end('here'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const guard = installNetworkGuard(['127.0.0.1']);
    try {
      const { port } = server.address() as AddressInfo;
      const body = await new Promise<string>((resolve, reject) => {
        http
          .get(`http://127.0.0.1:${port}/`, (res) => {
            let text = '';
            res.on('data', (chunk) => (text += chunk));
            res.on('end', () => resolve(text));
          })
          .on('error', reject);
      });
      expect(body).toBe('here');
      expect(guard.takeAttempts()).toEqual([]);
    } finally {
      guard.uninstall();
      server.close();
    }
  });
});

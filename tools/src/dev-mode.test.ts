import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createDevReload, DEV_RELOAD_PATH } from './dev-reload';
import { startStaticServer } from './static-server';
import { APPS, appByName, localRemotesJson } from './apps';
import { devPortOf, devRemotesJson } from './dev-mode';

describe('npm run dev', () => {
  it('overrides only the watched remote in remotes.json, on a port no other app uses', () => {
    const estimator = appByName('mfe-estimator');
    const base = localRemotesJson();
    const dev = devRemotesJson(base, estimator);
    expect(dev.mfe_estimator).toBe('http://localhost:3102/mf-manifest.json');
    expect({ ...dev, mfe_estimator: base.mfe_estimator }).toEqual(base);
    expect(APPS.map((a) => a.port)).not.toContain(devPortOf(estimator));
  });

  it('keeps remotes.json and port 3000 for the shell', () => {
    const shell = appByName('shell');
    expect(devRemotesJson(localRemotesJson(), shell)).toEqual(localRemotesJson());
    expect(devPortOf(shell)).toBe(3000);
  });

  it('keeps an entry someone deployed elsewhere', () => {
    const base = { ...localRemotesJson(), mfe_agent: 'https://agent.example.com/mf-manifest.json' };
    expect(devRemotesJson(base, appByName('mfe-account')).mfe_agent).toBe('https://agent.example.com/mf-manifest.json');
  });
});

describe('live reload stream', () => {
  it('tells an open page that a new build is ready, and is absent without dev mode', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-dev-'));
    const reload = createDevReload();
    const dev = await startStaticServer({ root, port: 0, devReload: reload });
    const plain = await startStaticServer({ root, port: 0 });
    try {
      const url = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${DEV_RELOAD_PATH}`;
      const received = await new Promise<string>((resolve, reject) => {
        http
          .get(url(dev), (res) => {
            expect(res.headers['content-type']).toBe('text/event-stream');
            let text = '';
            res.on('data', (chunk: Buffer) => {
              text += chunk.toString();
              if (text.includes('waiting')) reload.reload();
              if (text.includes('event: built')) {
                res.destroy();
                resolve(text);
              }
            });
          })
          .on('error', reject);
      });
      expect(received).toContain('event: built\ndata: {}');
      const status = await new Promise<number | undefined>((resolve) => http.get(url(plain), (res) => (res.resume(), resolve(res.statusCode))));
      expect(status).toBe(404);
    } finally {
      dev.close();
      plain.close();
    }
  });
});

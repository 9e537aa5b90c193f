import '../test/node-loaded-modules';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './database';
import { LOCK_FILE_NAME, lockDataDir } from './data-dir-lock';

jest.setTimeout(60_000);

describe('one API process per PGlite data folder', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-data-dir-lock-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second opening of the same folder while the first is open, and allows it after close', async () => {
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        `The data folder ${dataDir} is in use by another API process (pid ${process.pid}); use DATABASE_URL with PostgreSQL to run several processes`,
      );
    } finally {
      await first.close();
    }
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('refuses a folder held by another live process', () => {
    // Any live process other than this one: the parent that started this jest worker.
    const livePid = process.ppid;
    fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), String(livePid));
    expect(() => lockDataDir(dataDir)).toThrow(`is in use by another API process (pid ${livePid})`);
  });

  it('takes over a lock left by a process that has died', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const deadPid = Number(dead.stdout);
    fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), String(deadPid));
    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });
});

/* eslint-disable security/detect-non-literal-fs-filename -- the lock file is in the data folder of the configuration, never a request's text. */
import fs from 'node:fs';
import path from 'node:path';

// PGlite is one in-process PostgreSQL: two processes opening the same folder would each believe they
// own it and hand out the same ids. A pid file in the folder keeps a second process out.

/** The lock file inside a PGlite data folder. */
export const LOCK_FILE_NAME = 'homeworth-api.pid';

/** True when a process with this pid is running (EPERM: it exists but belongs to someone else). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data folder for this process, or throws when a live process holds it. A lock left by a
 * process that died is taken over. Returns the release function (removes the file if still ours).
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => releaseIfOurs(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(readOrEmpty(lockPath), 10);
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
      throw new Error(`The data folder ${dataDir} is in use by another API process (pid ${holder}); use DATABASE_URL with PostgreSQL to run several processes`);
    }
    fs.rmSync(lockPath, { force: true }); // stale: its process is gone
  }
  throw new Error(`Could not lock the data folder ${dataDir}: another process keeps taking it`);
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function releaseIfOurs(lockPath: string): void {
  if (readOrEmpty(lockPath).trim() === String(process.pid)) fs.rmSync(lockPath, { force: true });
}

/* eslint-disable security/detect-non-literal-fs-filename -- keys are built by the API and checked against KEY_PATTERN under the configured folder, never a request's text. */
import fs from 'node:fs/promises';
import path from 'node:path';

/** The file storage provider: opaque keys to bytes. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes under `key`, or null when absent. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

// Keys are built by the API, never taken from users; this still refuses anything that could leave the folder.
// eslint-disable-next-line security/detect-unsafe-regex -- linear: each repetition starts with "/", so there is one way to match
const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Throws for a key that is not a plain relative path. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
}

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT';
}

/** Embedded default: files in a local folder (`.data/uploads`). */
export function localFileStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temp, data);
      await fs.rename(temp, file);
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}

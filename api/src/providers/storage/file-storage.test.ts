import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localFileStorage } from './file-storage';

describe('local file storage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-storage-'));
  const storage = localFileStorage(root);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('stores, reads back and removes bytes under a key', async () => {
    await storage.put('profile-images/1.png', Buffer.from('png-bytes'));
    expect((await storage.get('profile-images/1.png'))?.toString()).toBe('png-bytes');
    await storage.remove('profile-images/1.png');
    expect(await storage.get('profile-images/1.png')).toBeNull();
  });

  it.each(['../escape', '/etc/passwd', 'a/../../b', 'A/Upper'])('refuses the key %p', async (key) => {
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('invalid storage key');
  });
});

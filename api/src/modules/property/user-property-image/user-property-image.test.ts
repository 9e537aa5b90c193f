import sharp from 'sharp';
import { CSRF_HEADERS, getAs, postJson, signUpAndGetToken, useTestApp } from '../../../test/test-app';
import { SESSION_COOKIE_NAME } from '../../security';
import type { FileStorage } from '../../../providers/storage/file-storage';

const HOME = { address: '120 Oak Street', city: 'Austin', state: 'TX', zipCode: '78701' };

/** Storage in memory, so tests never read another run's files. */
function memoryStorage(): FileStorage & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  return { files, put: async (k, d) => void files.set(k, d), get: async (k) => files.get(k) ?? null, remove: async (k) => void files.delete(k) };
}

function upload(t: ReturnType<typeof useTestApp>, id: number, token: string, data: Buffer, type = 'image/png') {
  const boundary = '----hwhome';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="home"\r\nContent-Type: ${type}\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/property/user-properties/${id}/image`,
    headers: { ...CSRF_HEADERS, 'content-type': `multipart/form-data; boundary=${boundary}` },
    cookies: { [SESSION_COOKIE_NAME]: token },
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

describe('the photo of a user home', () => {
  const storage = memoryStorage();
  const t = useTestApp({ storage });
  beforeEach(() => storage.files.clear());

  async function homeOf(token: string): Promise<number> {
    const kukunId = (await postJson(t.app, '/api/v1/property/kukun-id', HOME)).json().message.kukunId;
    const added = await postJson(t.app, '/api/v1/property/user-properties', { kukunId }, token);
    expect(added.statusCode).toBe(201);
    return (await getAs(t.app, '/api/v1/property/user-properties', token)).json().message.properties[0].userPropertyId;
  }

  it('the owner uploads a png and downloads it as a jpeg at most 1600 px wide', async () => {
    const token = await signUpAndGetToken(t.app);
    const id = await homeOf(token);
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#88aacc' } })
      .png()
      .toBuffer();

    expect((await getAs(t.app, `/api/v1/property/user-properties/${id}/image`, token)).statusCode).toBe(404);
    const saved = await upload(t, id, token, png);
    expect(saved.statusCode).toBe(200);
    const image = await getAs(t.app, `/api/v1/property/user-properties/${id}/image`, token);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 800 });
  });

  it("refuses another user's home (404 both ways) and a file that is not png or jpeg (400), storing nothing", async () => {
    const owner = await signUpAndGetToken(t.app);
    const id = await homeOf(owner);
    const other = await signUpAndGetToken(t.app, { email: 'other@example.com' });
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();

    expect((await upload(t, id, other, png)).statusCode).toBe(404);
    const gif = await upload(t, id, owner, Buffer.from('GIF89a....'), 'image/gif');
    expect(gif.statusCode).toBe(400);
    expect(gif.json().errors[0]).toMatchObject({ message: 'File type not allowed, only png/jpeg image type are allowed.', args: { field: 'image' } });
    const disguised = await upload(t, id, owner, Buffer.from('not really a png'), 'image/png');
    expect(disguised.statusCode).toBe(400);
    expect(storage.files.size).toBe(0);

    await upload(t, id, owner, png);
    expect((await getAs(t.app, `/api/v1/property/user-properties/${id}/image`, other)).statusCode).toBe(404);
    expect((await getAs(t.app, `/api/v1/property/user-properties/${id}/image`)).statusCode).toBe(401);
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getAs, postJson, useTestApp } from '../../test/test-app';
import { NO_MAP_PROVIDER_MESSAGE, TILE_UNAVAILABLE_MESSAGE } from './map-tiles.route';

const AUSTIN = { address: '120 Oak Street', city: 'Austin', state: 'TX', zipCode: '78701' };
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('map tiles without a map provider (the default)', () => {
  const t = useTestApp();

  it('tells the neighbourhood map to draw schematic streets, and /map-tiles answers 404 in the envelope', async () => {
    const id = (await postJson(t.app, '/api/v1/property/kukun-id', AUSTIN)).json().message.kukunId;
    expect((await getAs(t.app, `/api/v1/property/properties/${id}/neighborhood-projects`)).json().message.map).toEqual({ tiles: false });
    const tile = await getAs(t.app, '/api/v1/property/map-tiles/15/7000/13000');
    expect(tile.statusCode).toBe(404);
    expect(tile.json()).toEqual({ success: false, errors: [{ code: 'NOT_FOUND', message: NO_MAP_PROVIDER_MESSAGE }] });
  });
});

describe('map tiles through a configured provider', () => {
  // A provider on loopback: tiles under /tiles, nothing elsewhere; it records what it was asked.
  const asked: string[] = [];
  const provider = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    if (req.url?.startsWith('/tiles/15/')) res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('no');
  });
  const options = { mapTileUrl: '' };
  beforeAll(async () => {
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    options.mapTileUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/tiles/{z}/{x}/{y}.png`;
  });
  afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));
  // The app is built in useTestApp's beforeAll, after the provider's port is known.
  const t = useTestApp(options);

  it('says tiles are available and serves the provider tile from the site, cacheable', async () => {
    const id = (await postJson(t.app, '/api/v1/property/kukun-id', AUSTIN)).json().message.kukunId;
    expect((await getAs(t.app, `/api/v1/property/properties/${id}/neighborhood-projects`)).json().message.map).toEqual({ tiles: true });
    const tile = await getAs(t.app, '/api/v1/property/map-tiles/15/7000/13000');
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('image/png');
    expect(tile.headers['cache-control']).toBe('public, max-age=86400');
    expect(tile.rawPayload.equals(PNG)).toBe(true);
    expect(asked).toContain('/tiles/15/7000/13000.png');
  });

  it('refuses tiles outside the map and anything that is not a tile number, without asking the provider', async () => {
    const before = asked.length;
    for (const path of ['15/40000/1', '15/-1/2', '25/1/1', '15/1/..%2F..%2Fadmin', '15/1.5/2']) {
      const response = await getAs(t.app, `/api/v1/property/map-tiles/${path}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect(asked).toHaveLength(before);
  });

  it('answers 502 in the envelope when the provider has no image', async () => {
    const tile = await getAs(t.app, '/api/v1/property/map-tiles/14/1/1');
    expect(tile.statusCode).toBe(502);
    expect(tile.json().errors[0].message).toBe(TILE_UNAVAILABLE_MESSAGE);
  });
});

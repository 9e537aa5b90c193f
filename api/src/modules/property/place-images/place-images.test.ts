import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CSRF_HEADERS, getAs, postJson, useTestApp } from '../../../test/test-app';
import { fillTemplate, templateImageProvider, type PlaceImageProvider } from './place-image.provider';
import { IMAGE_UNAVAILABLE_MESSAGE } from './place-images.route';

const STREET_VIEW = '/api/v1/property/images/street-view';
const STATIC_MAP = '/api/v1/property/images/static-map';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('street view and static map images without a provider (the default placeholder)', () => {
  const t = useTestApp();

  it('draws the address into an SVG of the asked size (600x390 by default), labelled as a placeholder', async () => {
    const response = await postJson(t.app, STREET_VIEW, { fullAddress: '742 Evergreen Terrace, Austin, TX 78704 & <Co>' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    const body = response.body;
    expect(body).toContain('width="600" height="390"');
    expect(body).toContain('742 Evergreen');
    expect(body).toContain('&amp; &lt;Co&gt;');
    expect(body).toContain('Placeholder image');

    const sized = await getAs(t.app, `${STREET_VIEW}?fullAddress=${encodeURIComponent('1 Main St, Austin, TX')}&imageSize=300x200`);
    expect(sized.body).toContain('width="300" height="200"');
  });

  it('draws a static map placeholder at the coordinates and zoom', async () => {
    const response = await postJson(t.app, STATIC_MAP, { lng: -97.7431, lat: 30.2672, size: '400x300', zoom: 14 });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('30.26720, -97.74310');
    expect(response.body).toContain('zoom 14');
  });

  it('answers 400 in the envelope for a bad size, coordinates out of range or a missing address', async () => {
    for (const [url, payload] of [
      [STREET_VIEW, { fullAddress: '1 Main St', imageSize: '5000x10' }],
      [STREET_VIEW, { imageSize: '600x390' }],
      [STATIC_MAP, { lng: -200, lat: 30 }],
      [STATIC_MAP, { lng: -97, lat: 30, zoom: 40 }],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, headers: CSRF_HEADERS, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });
});

describe('street view and static map images through a configured provider', () => {
  const asked: string[] = [];
  const upstream = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    if (req.url?.includes('down')) res.writeHead(500, { 'content-type': 'text/plain' }).end('down');
    else if (req.url?.startsWith('/sv') || req.url?.startsWith('/map')) res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    else res.writeHead(500, { 'content-type': 'text/plain' }).end('down');
  });
  const options: { placeImages?: PlaceImageProvider } = {};
  beforeAll(async () => {
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    options.placeImages = templateImageProvider({
      streetViewUrl: `${origin}/sv?location={address}&size={width}x{height}&key=k`,
      staticMapUrl: `${origin}/map/{lng},{lat},{zoom}/{width}x{height}?key=k`,
    });
  });
  afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));
  const t = useTestApp(options);

  it('fetches the image on the server with the address URL-encoded into the template and serves it from the site', async () => {
    const response = await postJson(t.app, STREET_VIEW, { fullAddress: '1 Main St/../x?y=1, Austin' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(asked).toContain(`/sv?location=${encodeURIComponent('1 Main St/../x?y=1, Austin')}&size=600x390&key=k`);

    const map = await postJson(t.app, STATIC_MAP, { lng: -97.5, lat: 30.25, size: '320x240', zoom: 12 });
    expect(map.statusCode).toBe(200);
    expect(asked).toContain('/map/-97.5,30.25,12/320x240?key=k');
  });

  it('answers 502 in the envelope when the provider has no image', async () => {
    const response = await postJson(t.app, STREET_VIEW, { fullAddress: '1 down Street, Austin' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ success: false, errors: [{ code: 'NETWORK', message: IMAGE_UNAVAILABLE_MESSAGE }] });
  });
});

describe('fillTemplate', () => {
  it('URL-encodes each value and leaves unknown placeholders', () => {
    expect(fillTemplate('https://p.example/{address}?s={width}&q={other}', { address: 'a/b c', width: 600 })).toBe('https://p.example/a%2Fb%20c?s=600&q={other}');
  });
});

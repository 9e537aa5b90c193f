import sharp from 'sharp';
import { getAs, postJson, useTestApp } from '../../../test/test-app';

// socialShare: a shared report link is described without JavaScript (Open Graph).

describe('shared report previews', () => {
  const t = useTestApp({ siteOrigin: 'https://homeworth.example' });

  async function kukunId(): Promise<number> {
    return (await postJson(t.app, '/api/v1/property/kukun-id', { address: '742 Evergreen Terrace', city: 'Austin', state: 'TX', zipCode: '78704' })).json().message.kukunId;
  }

  it('the page document of /properties/{id} names the home, its value and score, with a preview image, and nothing a guest may not see', async () => {
    const id = await kukunId();
    const report = (await getAs(t.app, `/api/v1/property/properties/${id}/report`)).json().message;
    const response = await getAs(t.app, `/api/v1/seo/page?path=${encodeURIComponent(`/properties/${id}`)}`);
    expect(response.statusCode).toBe(200);
    const doc = response.json().message;
    expect(doc.title).toBe('742 Evergreen Terrace, Austin, TX 78704: home value and condition | Homeworth');
    expect(doc.og.description).toContain(`$${report.summary.currentValue.toLocaleString('en-US')}`);
    expect(doc.og.description).toContain(`condition score ${report.summary.propertyScore} / 100`);
    expect(doc.og.description).toContain('(sample data)');
    expect(doc.og.image).toBe(`https://homeworth.example/api/v1/property/properties/${id}/share-image.png`);
    expect(doc.og.url).toBe(`https://homeworth.example/properties/${id}`);
    expect(doc.html).not.toMatch(/permit|comparable/i);
  });

  it('the preview image is a 1200x630 PNG; an unknown home has a 404 document and image', async () => {
    const id = await kukunId();
    const image = await getAs(t.app, `/api/v1/property/properties/${id}/share-image.png`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect((await getAs(t.app, '/api/v1/property/properties/999999/share-image.png')).statusCode).toBe(404);
    expect((await getAs(t.app, `/api/v1/seo/page?path=${encodeURIComponent('/properties/999999')}`)).json().message.status).toBe(404);
  });
});

import { PAGE_START_ELEMENT_ID, pageStartElement } from '@homeworth/shared-lib/domain';
import { PAGE_START_ID, preloadOwnerScripts, readPageStart } from './page-start';

const page = (html: string) => new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');

describe('the page-start block', () => {
  it('is read by the id the server writes it under', () => {
    expect(PAGE_START_ID).toBe(PAGE_START_ELEMENT_ID);
    expect(readPageStart(page(pageStartElement({ guest: true })))).toEqual({ guest: true });
  });

  it("preloads the owning remote's first chunks it names, as scripts, once", () => {
    const doc = page(pageStartElement({ ownerScripts: ['http://localhost:3002/601.js', 'http://localhost:3002/__federation_expose_spa.js'] }));
    preloadOwnerScripts(doc);
    const links = [...doc.head.querySelectorAll('link')].map((link) => [link.rel, link.as, link.href]);
    expect(links).toEqual([
      ['preload', 'script', 'http://localhost:3002/601.js'],
      ['preload', 'script', 'http://localhost:3002/__federation_expose_spa.js'],
    ]);
  });

  it('preloads nothing when the page names no chunks or its block cannot be read', () => {
    for (const html of ['', pageStartElement({ guest: true }), `<script type="application/json" id="${PAGE_START_ELEMENT_ID}">{not json</script>`]) {
      const doc = page(html);
      preloadOwnerScripts(doc);
      expect(doc.head.querySelectorAll('link')).toHaveLength(0);
    }
  });
});

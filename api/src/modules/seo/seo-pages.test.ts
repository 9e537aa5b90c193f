import { getAs, useTestApp } from '../../test/test-app';
import fs from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { ESTIMATOR_PROJECTS } from '@homeworth/shared-lib/domain';
import { MARKETING_PAGES } from '@homeworth/shared-lib/marketing-pages';
import { allCities } from '../geo/city-market.service';
import { DEFAULT_BLOG_DIR } from '../blog';

const ORIGIN = 'https://www.homeworth.test';
const SLUGS = fs
  .readdirSync(DEFAULT_BLOG_DIR)
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.replace(/\.md$/, ''));

describe('pre-rendered pages, sitemap and robots', () => {
  const t = useTestApp({ siteOrigin: ORIGIN });
  const doc = async (path: string) => getAs(t.app, `/api/v1/seo/page?path=${encodeURIComponent(path)}`);

  it('gives a post its title, description, canonical URL, Open Graph tags and body text', async () => {
    const { message } = (await doc('/blog/roof-replacement-cost')).json();
    expect(message).toMatchObject({
      status: 200,
      title: 'Roof replacement cost: asphalt, metal and when to replace | Homeworth',
      canonical: `${ORIGIN}/blog/roof-replacement-cost`,
      og: { type: 'article', url: `${ORIGIN}/blog/roof-replacement-cost`, image: `${ORIGIN}/api/v1/blog/images/roof-replacement-cost.png`, site_name: 'Homeworth' },
    });
    expect(message.description).toMatch(/^Replacing the roof of a typical home prices at about \$[\d,]+ midrange/);
    expect(message.html).toContain('<h1>Roof replacement cost: asphalt, metal and when to replace</h1>');
    expect(message.html).toContain('Asphalt or metal?');
    const png = await getAs(t.app, '/api/v1/blog/images/roof-replacement-cost.png');
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('renders the blog list, a guide hub, a marketing page, an estimator and a city page; unknown posts, hubs and cities are 404 documents', async () => {
    expect((await doc('/blog')).json().message.html).toContain('Homeworth blog');
    const hub = (await doc('/blog/guides/kitchen')).json().message;
    expect(hub).toMatchObject({ status: 200, title: 'Kitchen guides | Homeworth' });
    expect(hub.html).toContain('/blog/kitchen-remodel-cost-and-return');
    const about = (await doc('/about-us')).json().message;
    expect(about).toMatchObject({ status: 200, title: `${MARKETING_PAGES['/about-us']!.title} | Homeworth`, description: MARKETING_PAGES['/about-us']!.lead });
    expect(about.html).toContain('Why we exist');
    const kitchen = (await doc('/kitchen-renovation-cost')).json().message;
    expect(kitchen).toMatchObject({ status: 200, canonical: `${ORIGIN}/Kitchen-Renovation-Cost` });
    const austin = (await doc('/geo/austin-tx')).json().message;
    expect(austin.title).toBe('Austin, TX housing market and remodel costs | Homeworth');
    expect(austin.html).toMatch(/Median home value \$[\d,]+/);
    expect(austin.html).toContain('Sample data');
    for (const missing of ['/blog/no-such-post', '/blog/guides/no-such-topic', '/geo/atlantis-zz']) {
      expect({ missing, status: (await doc(missing)).json().message.status }).toEqual({ missing, status: 404 });
    }
    // A page that is the app's alone (signed-in pages) has no document: the plain app is served.
    expect((await doc('/dashboard')).statusCode).toBe(404);
    expect((await doc('//evil.example')).statusCode).toBe(400);
  });

  it('lists every public page, estimator project, city page and post in sitemap.xml, and names it in robots.txt', async () => {
    const response = await getAs(t.app, '/api/v1/seo/sitemap.xml');
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    const sitemap = new XMLParser().parse(response.body);
    const locs = new Set<string>(sitemap.urlset.url.map((u: { loc: string }) => u.loc));
    for (const path of [...Object.keys(MARKETING_PAGES), '/blog', '/blog/guides/loans', ...ESTIMATOR_PROJECTS.map((p) => `/${p.slug}`), ...SLUGS.map((s) => `/blog/${s}`)]) {
      expect({ path, listed: locs.has(`${ORIGIN}${path}`) }).toEqual({ path, listed: true });
    }
    const cities = [...allCities().keys()];
    expect(cities.length).toBeGreaterThan(20_000);
    expect(cities.every((slug) => locs.has(`${ORIGIN}/geo/${slug}`))).toBe(true);
    const robots = (await getAs(t.app, '/api/v1/seo/robots.txt')).body;
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api/');
  });

  it('answers a city market with sourced, labelled figures; an unknown city is 404', async () => {
    const austin = (await getAs(t.app, '/api/v1/geo/cities/austin-tx')).json().message;
    expect(austin).toMatchObject({ city: 'Austin', state: 'TX', isSample: true });
    expect(austin.forecast).toHaveLength(6);
    expect(austin.forecast[0].value).toBe(austin.medianValue);
    expect(austin.recentSales.length).toBeGreaterThan(0);
    expect(austin.permitActivity.count).toBeGreaterThan(0);
    expect(austin.projects.length).toBeGreaterThan(0);
    expect(austin.projects[0].url).toMatch(/^\/[A-Za-z-]+\?/);
    expect(austin.sources[0]).toMatch(/sample data/);
    expect((await getAs(t.app, '/api/v1/geo/cities/atlantis-zz')).statusCode).toBe(404);
  });
});

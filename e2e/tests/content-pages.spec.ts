import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import Parser from 'rss-parser';
import { ESTIMATOR_PROJECTS } from '../../shared-lib/src/domain/estimator/estimator-projects';
import { openPage, tooWideBy } from './helpers';

// Blog, guides, feeds, sitemap, pre-rendered pages and city market pages.

const SCREENSHOTS = path.resolve(__dirname, '../../.data/test-results/screenshots');
const FILTERS = [
  ['intention_top', 'Top guides'],
  ['intention_cost', 'Cost guides'],
  ['project_office', 'Home office'],
] as const;

interface ApiPage {
  posts: { slug: string; title: string; link: string }[];
  total: number;
  totalPages: number;
}

const postCards = (page: Page) => page.locator('main ul li h2 a');

test.describe('blog and guides', { tag: ['@shell'] }, () => {
  test('the blog pages through 10 posts at a time and filters by each tag', async ({ page, request }) => {
    const all = (await (await request.get('/api/v1/blog/posts')).json()).message as ApiPage;
    expect(all.total).toBeGreaterThanOrEqual(12);
    await openPage(page, '/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Homeworth blog' })).toBeVisible();
    await expect(postCards(page)).toHaveCount(10);
    await expect(postCards(page).first()).toHaveText(all.posts[0]!.title);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(postCards(page)).toHaveCount(Math.min(10, all.total - 10));
    await expect(page.getByText(`page 2 of ${all.totalPages}`)).toBeVisible();

    for (const [tag, label] of FILTERS) {
      const tagged = (await (await request.get(`/api/v1/blog/posts?tag=${tag}`)).json()).message as ApiPage;
      await page.getByRole('navigation', { name: 'Filter posts' }).getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`tag=${tag}`));
      await expect(page.getByText(`${tagged.total} ${tagged.total === 1 ? 'post' : 'posts'} in ${label}`)).toBeVisible();
      await expect(postCards(page)).toHaveText(tagged.posts.map((p) => p.title));
    }

    await page.getByRole('navigation', { name: 'Filter posts' }).getByRole('link', { name: 'All posts' }).click();
    await page.getByRole('searchbox', { name: 'Search the blog' }).fill('sewage ejector');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(postCards(page)).toHaveText(['Finishing a basement: cost, moisture and return']);
  });

  test('an article has its contents, reading time, author, estimator links and related posts; a guide links to its estimator', async ({ page }) => {
    await openPage(page, '/blog/kitchen-remodel-cost-and-return');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kitchen remodel cost in 2025: what you pay and what you get back');
    await expect(page.getByText(/By Homeworth Cost Research · .* · \d+ min read/)).toBeVisible();
    const contents = page.getByRole('navigation', { name: 'In this article' });
    await contents.getByRole('link', { name: 'Minor or major: the decision that decides the return' }).click();
    await expect(page).toHaveURL(/#minor-or-major/);
    await expect(page.getByRole('heading', { name: 'Related guides' })).toBeVisible();
    await page.getByRole('link', { name: 'Kitchen cost estimator' }).click();
    await expect(page).toHaveURL(/\/Kitchen-Renovation-Cost/);
    await expect(page.locator('main h1').first()).toBeVisible();
  });

  test('an estimator page shows its guides', async ({ page }) => {
    await openPage(page, '/Roofing-Cost-Estimator');
    const guides = page.getByRole('region', { name: 'Guides for your roofing project' });
    await expect(guides.getByRole('link', { name: 'Roof replacement cost: asphalt, metal and when to replace' })).toBeVisible();
    await guides.getByRole('link', { name: 'Roof replacement cost: asphalt, metal and when to replace' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roof replacement cost: asphalt, metal and when to replace');
  });
});

test.describe('feeds, sitemap and pages without JavaScript', { tag: ['@shell'] }, () => {
  test('the RSS and Atom feeds and the sitemap parse and list the posts, pages, estimators and cities', async ({ request }) => {
    const all = (await (await request.get('/api/v1/blog/posts?per_page=100')).json()).message as ApiPage;
    const rss = await new Parser().parseString(await (await request.get('/blog/feed/')).text());
    expect(rss.title).toBe('Homeworth blog');
    expect(rss.items.map((i) => new URL(i.link!).pathname)).toEqual(all.posts.slice(0, 20).map((p) => p.link));
    const atom = new XMLParser().parse(await (await request.get('/blog/feed/atom/')).text());
    expect(atom.feed.entry).toHaveLength(Math.min(20, all.total));
    expect((await request.get('/blog/feed/?tag=%3Cscript%3E')).status()).toBe(400);

    const sitemap = new XMLParser().parse(await (await request.get('/sitemap.xml')).text());
    const paths = new Set<string>(sitemap.urlset.url.map((u: { loc: string }) => new URL(u.loc).pathname));
    for (const p of [...all.posts.map((x) => x.link), ...ESTIMATOR_PROJECTS.map((x) => `/${x.slug}`), '/blog', '/blog/guides/kitchen', '/about-us', '/geo/austin-tx'])
      expect(paths, p).toContain(p);
    expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });

  test('a blog post and a city page fetched without JavaScript carry their title, description and body text; unknown ones are 404', async ({ request }) => {
    const post = await request.get('/blog/roof-replacement-cost');
    expect(post.status()).toBe(200);
    const postHtml = await post.text();
    expect(postHtml).toContain('<title>Roof replacement cost: asphalt, metal and when to replace | Homeworth</title>');
    expect(postHtml).toMatch(/<meta property="og:title" content="Roof replacement cost/);
    expect(postHtml).toMatch(/<link rel="canonical" href="[^"]+\/blog\/roof-replacement-cost"/);
    expect(postHtml).toContain('Asphalt or metal?');

    const city = await request.get('/geo/austin-tx');
    const cityHtml = await city.text();
    expect(cityHtml).toContain('<title>Austin, TX housing market and remodel costs | Homeworth</title>');
    expect(cityHtml).toMatch(/Median home value \$[\d,]+/);
    expect(cityHtml).toContain('Sample data');

    for (const missing of ['/blog/no-such-post', '/geo/atlantis-zz']) {
      const response = await request.get(missing);
      expect(response.status(), missing).toBe(404);
      expect(await response.text()).toContain('We couldn’t find that page');
    }
  });
});

const NEW_PAGES = [
  '/blog',
  '/blog?page=2',
  '/Roofing-Cost-Estimator',
  '/blog?tag=intention_cost',
  '/blog/guides/home-maintenance',
  '/blog/paying-for-a-remodel',
  '/geo/austin-tx',
  '/blog/no-such-post',
  '/geo/atlantis-zz',
];

for (const width of [1440, 360]) {
  test(`at ${width} px every new page is finished: a heading, no sideways scroll, no console error, axe clean`, { tag: ['@shell'] }, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    const errors: string[] = [];
    page.on('console', (m) => {
      // An unknown post or city is answered 404 on purpose (the page and its data request).
      if (m.type() === 'error' && !/status of 404/.test(m.text())) errors.push(`${page.url()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    const problems: string[] = [];
    for (const url of NEW_PAGES) {
      if (!(await openPage(page, url))) problems.push(`${url}: no heading`);
      if (url.includes('no-such') || url.includes('atlantis')) await expect(page.locator('main h1').first()).toHaveText(/find that page|Page not found/);
      else await expect(page.locator('main h1').first()).not.toHaveText(/find that page|Page not found/);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scroll > width) problems.push(`${url}: ${scroll}px (${await tooWideBy(page)})`);
      const axe = await new AxeBuilder({ page }).analyze();
      for (const v of axe.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical'))
        problems.push(`${url}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(await page.title()).toMatch(/ \| Homeworth$/);
      await page.screenshot({ path: path.join(SCREENSHOTS, `content-${width}-${url.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '')}.png`), fullPage: true });
    }
    expect({ problems, errors }).toEqual({ problems: [], errors: [] });
  });
}

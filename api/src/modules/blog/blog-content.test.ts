import { getAs, useTestApp } from '../../test/test-app';
import fs from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import Parser from 'rss-parser';
import { ESTIMATOR_PROJECTS } from '@homeworth/shared-lib/domain';
import { DEFAULT_BLOG_DIR } from '.';
import { resolveArticleFigures, typicalProjectCost } from './article-figures';
import { sanitiseArticleHtml, renderArticle } from './article-html';
import { plainText } from './blog-provider';
import { readArticle } from './markdown-provider';
import { COST_VS_VALUE } from '../cost-model';

const ARTICLES = fs.readdirSync(DEFAULT_BLOG_DIR).filter((f) => f.endsWith('.md'));
const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

describe('blog articles', () => {
  it('holds at least 12 articles of 500+ words whose figures all resolve from the tables', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(12);
    for (const file of ARTICLES) {
      const post = readArticle(path.join(DEFAULT_BLOG_DIR, file));
      const words = plainText(post.html).split(/\s+/).length;
      expect({ file, enough: words >= 500 }).toEqual({ file, enough: true });
      expect(post.html).not.toMatch(/\{\{/);
      expect(post.toc.length).toBeGreaterThan(2);
    }
  });

  it('writes the estimator’s own prices and Cost vs. Value rates into the text', () => {
    const kitchen = readArticle(path.join(DEFAULT_BLOG_DIR, 'kitchen-remodel-cost-and-return.md'));
    expect(kitchen.html).toContain(usd(typicalProjectCost('Kitchen-Renovation-Cost')));
    expect(kitchen.html).toContain(usd(typicalProjectCost('Kitchen-Renovation-Cost', 'midrange', 'CA')));
    expect(kitchen.html).toContain(`${Math.round(COST_VS_VALUE.minorKitchen.rate * 1000) / 10}%`);
    expect(resolveArticleFigures('{{recoup:garageDoor}} in {{cvv-year:garageDoor}}, CA {{rpp:CA}}, roof {{life:roof}} years')).toBe(
      `${Math.round(COST_VS_VALUE.garageDoor.rate * 1000) / 10}% in ${COST_VS_VALUE.garageDoor.year}, CA 112.6, roof 20 years`,
    );
  });

  it('refuses a figure the tables do not know, so an article cannot print a made-up number', () => {
    expect(() => resolveArticleFigures('{{cost:Not-A-Project}}')).toThrow(/Unknown article figure/);
    expect(() => resolveArticleFigures('{{recoup:swimmingPool}}')).toThrow(/Unknown article figure/);
    expect(() => resolveArticleFigures('{{rpp:ZZ}}')).toThrow(/Unknown article figure/);
  });

  it('sanitises article HTML: no scripts, handlers, styles or javascript: links', () => {
    const { html } = renderArticle(
      '# Title\n\n<script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n[bad](javascript:alert(3)) <a href="/ok" style="color:red" onclick="x()">ok</a>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|style=|<iframe/i);
    expect(html).toContain('<h2 id="title">Title</h2>');
    expect(html).toContain('<a href="/ok">ok</a>');
    expect(sanitiseArticleHtml('<p>a<script>b</script></p>')).toBe('<p>a</p>');
  });
});

describe('blog routes', () => {
  const t = useTestApp({ siteOrigin: 'https://www.homeworth.test' });

  it('pages through the posts 10 at a time, newest first, and says which page does not exist', async () => {
    const first = (await getAs(t.app, '/api/v1/blog/posts')).json().message;
    expect(first.posts).toHaveLength(10);
    expect(first.total).toBe(ARTICLES.length);
    expect(first.totalPages).toBe(Math.ceil(ARTICLES.length / 10));
    const dates = first.posts.map((p: { date: string }) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.posts[0]).toMatchObject({ link: `/blog/${first.posts[0].slug}`, featuredImage: { url: expect.stringMatching(/\.svg$/) } });
    const second = (await getAs(t.app, '/api/v1/blog/posts?page=2')).json().message;
    expect(second.posts).toHaveLength(ARTICLES.length - 10);
    expect(second.posts.map((p: { slug: string }) => p.slug)).not.toContain(first.posts[0].slug);
    const beyond = await getAs(t.app, '/api/v1/blog/posts?page=3');
    expect(beyond.statusCode).toBe(404);
    expect(beyond.json().errors[0].message).toMatch(/There is no page 3/);
    for (const bad of ['page=0', 'page=abc', 'page=1.5', 'per_page=500', 'tag=%3Cscript%3E', 'sort=x']) {
      const response = await getAs(t.app, `/api/v1/blog/posts?${bad}`);
      expect({ bad, status: response.statusCode, success: response.json().success }).toEqual({ bad, status: 400, success: false });
    }
  });

  it('filters by each intention tag and searches', async () => {
    for (const tag of ['intention_top', 'intention_cost', 'project_office', 'kitchen', 'loans']) {
      const page = (await getAs(t.app, `/api/v1/blog/posts?tag=${tag}`)).json().message;
      expect(page.posts.length).toBeGreaterThan(0);
      expect(page.posts.every((p: { tags: string[] }) => p.tags.includes(tag))).toBe(true);
      expect(page.tag.slug).toBe(tag);
    }
    const found = (await getAs(t.app, '/api/v1/blog/posts?search=sewage%20ejector')).json().message;
    expect(found.posts.map((p: { slug: string }) => p.slug)).toEqual(['basement-finishing-cost']);
  });

  it('answers a post with its table of contents, estimators and related posts; 404 for an unknown one', async () => {
    const post = (await getAs(t.app, '/api/v1/blog/posts/kitchen-remodel-cost-and-return')).json().message;
    expect(post.toc[0]).toMatchObject({ level: 2, id: expect.any(String) });
    expect(post.html).toContain(`id="${post.toc[0].id}"`);
    expect(post.estimators[0]).toEqual({ slug: 'Kitchen-Renovation-Cost', name: 'Kitchen', url: '/Kitchen-Renovation-Cost' });
    expect(post.related.length).toBeGreaterThan(0);
    expect(post.related.map((p: { slug: string }) => p.slug)).not.toContain(post.slug);
    expect((await getAs(t.app, '/api/v1/blog/posts/no-such-post')).statusCode).toBe(404);
    expect((await getAs(t.app, '/api/v1/blog/posts/Bad%20Slug')).statusCode).toBe(400);
    const image = await getAs(t.app, '/api/v1/blog/images/kitchen-remodel-cost-and-return.svg');
    expect(image.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it('gives every estimator project guides: its own tag, else the cost guides', async () => {
    for (const project of ESTIMATOR_PROJECTS) {
      const guides = (await getAs(t.app, `/api/v1/blog/guides-for-project/${project.slug}`)).json().message;
      expect({ project: project.slug, some: guides.posts.length > 0 }).toEqual({ project: project.slug, some: true });
    }
    const kitchen = (await getAs(t.app, '/api/v1/blog/guides-for-project/Kitchen-Renovation-Cost')).json().message;
    expect(kitchen.tag).toBe('kitchen');
    expect((await getAs(t.app, '/api/v1/blog/guides-for-project/Nope')).statusCode).toBe(404);
  });

  it('publishes RSS 2.0 and Atom feeds that parse, with absolute links; a malformed query is 400', async () => {
    const rss = await getAs(t.app, '/api/v1/blog/feed/rss');
    expect(rss.headers['content-type']).toMatch(/application\/rss\+xml/);
    const feed = await new Parser().parseString(rss.body);
    expect(feed.items.length).toBe(Math.min(20, ARTICLES.length));
    expect(feed.items[0]!.link).toMatch(/^https:\/\/www\.homeworth\.test\/blog\/[a-z0-9-]+$/);
    const atom = new XMLParser().parse((await getAs(t.app, '/api/v1/blog/feed/atom')).body);
    expect(atom.feed.entry.length).toBe(Math.min(20, ARTICLES.length));
    const tagged = await new Parser().parseString((await getAs(t.app, '/api/v1/blog/feed/rss?tag=project_office')).body);
    expect(tagged.items.length).toBeGreaterThan(0);
    expect((await getAs(t.app, '/api/v1/blog/feed/rss?tag=%3Cx%3E')).statusCode).toBe(400);
    expect((await getAs(t.app, '/api/v1/blog/feed/rss?page=2')).statusCode).toBe(400);
  });
});

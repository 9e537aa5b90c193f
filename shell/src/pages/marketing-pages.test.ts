import fs from 'node:fs';
import path from 'node:path';
import { SHELL_ROUTES } from '../routing/route-table';
import { MARKETING_PAGES, marketingPageFor, type PageContent } from '@homeworth/shared-lib/marketing-pages';

const contentDir = path.join(__dirname, 'content');
const urlsSource = fs.readFileSync(path.join(__dirname, 'content-urls.ts'), 'utf8');

describe('the shell’s own pages', () => {
  it.each(Object.entries(MARKETING_PAGES).filter(([, p]) => p.content))('%s has a body with real sections', (_path, page) => {
    const file = path.join(contentDir, `${page.content}.json`);
    const content = JSON.parse(fs.readFileSync(file, 'utf8')) as PageContent;
    expect(content.sections.length).toBeGreaterThanOrEqual(2);
    for (const section of content.sections) {
      expect(section.heading.length).toBeGreaterThan(3);
      expect(section.paragraphs ?? section.bullets ?? section.cards ?? section.faqs ?? section.stats).toBeDefined();
    }
    expect(fs.readFileSync(file, 'utf8')).not.toMatch(/lorem|ipsum|coming soon|TODO/i);
    expect(urlsSource).toContain(`'./content/${page.content}.json'`);
  });

  it('every page the route table gives the shell has a page, except the blog (pages/blog) and the landing page (pages/landing)', () => {
    const missing = SHELL_ROUTES.map((r) => r.path).filter((p) => p !== '/blog/*' && p !== '/' && !marketingPageFor(p.replace('/*', '')));
    expect(missing).toEqual([]);
  });

  it('finds a page whatever the case and a trailing slash, and the loan calculator under /home-improvement-loans', () => {
    expect(marketingPageFor('/FAQ/')?.title).toBe('Frequently asked questions');
    expect(marketingPageFor('/home-improvement-loans/loan-calculator')?.title).toBe('Home improvement loan calculator');
    expect(marketingPageFor('/home-improvement-loans/unknown')).toBeUndefined();
  });
});

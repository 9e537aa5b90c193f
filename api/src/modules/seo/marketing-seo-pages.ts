/* eslint-disable security/detect-non-literal-fs-filename -- reads the fixed marketing content folder, never a request's text. */
import fs from 'node:fs';
import path from 'node:path';
import { ESTIMATOR_PROJECTS } from '@homeworth/shared-lib/domain';
import { REPO_ROOT } from '../../config';
import { MARKETING_PAGES, marketingPageFor, type PageContent } from '@homeworth/shared-lib/marketing-pages';
import { escapeHtml, type SeoPages } from './seo-pages';

const CONTENT_DIR = path.join(REPO_ROOT, 'shell', 'src', 'pages', 'content');
const bodies = new Map<string, PageContent | null>();

function body(key: string | undefined): PageContent | null {
  if (!key) return null;
  if (!bodies.has(key)) {
    try {
      bodies.set(key, JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, `${key}.json`), 'utf8')) as PageContent);
    } catch {
      bodies.set(key, null);
    }
  }
  return bodies.get(key)!;
}

/** A marketing page body as plain semantic HTML. */
function sectionsHtml(content: PageContent | null): string {
  if (!content) return '';
  const e = escapeHtml;
  return content.sections
    .map((s) => {
      const parts = [`<h2>${e(s.heading)}</h2>`];
      for (const p of s.paragraphs ?? []) parts.push(`<p>${e(p)}</p>`);
      if (s.bullets?.length) parts.push(`<ul>${s.bullets.map((b) => `<li>${e(b)}</li>`).join('')}</ul>`);
      for (const c of s.cards ?? []) parts.push(`<h3>${e(c.title)}</h3><p>${e(c.text)}</p>`);
      if (s.stats?.length) parts.push(`<ul>${s.stats.map((x) => `<li>${e(x.value)} ${e(x.label)}</li>`).join('')}</ul>`);
      for (const f of s.faqs ?? []) parts.push(`<h3>${e(f.q)}</h3><p>${e(f.a)}</p>`);
      if (s.source) parts.push(`<p><small>${e(s.source)}</small></p>`);
      return `<section>${parts.join('')}</section>`;
    })
    .join('');
}

/** The shell's marketing pages and the estimator pages, pre-rendered and in the sitemap. */
export function registerMarketingSeoPages(seo: SeoPages): void {
  const paths = Object.keys(MARKETING_PAGES);
  seo.register({
    // eslint-disable-next-line security/detect-non-literal-regexp -- built once from the fixed page list (escaped), not from input
    pattern: new RegExp(`^(${[...paths, '/home-improvement-loans'].map((p) => p.replace(/[-/]/g, '\\$&')).join('|')})/?$`, 'i'),
    render: ([, matched]) => {
      const page = marketingPageFor(matched!)!;
      const canonicalPath = paths.find((p) => p === matched!.toLowerCase()) ?? '/home-improvement-loans/loan-calculator';
      return {
        title: page.title,
        description: page.lead,
        canonicalPath,
        html: `<p>${escapeHtml(page.eyebrow)}</p><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.lead)}</p>${sectionsHtml(body(page.content))}`,
      };
    },
    sitemap: () => [...paths, '/pricing-options'],
  });

  const projects = new Map(ESTIMATOR_PROJECTS.map((p) => [p.slug.toLowerCase(), p]));
  seo.register({
    // eslint-disable-next-line security/detect-non-literal-regexp -- built once from the fixed project slugs, not from input
    pattern: new RegExp(`^/(${ESTIMATOR_PROJECTS.map((p) => p.slug).join('|')})/?$`, 'i'),
    render: ([, slug]) => {
      const project = projects.get(slug!.toLowerCase());
      if (!project) return null;
      const name = project.displayName;
      return {
        title: `${name} cost estimator`,
        description: `What a ${name.toLowerCase()} project costs in your home and state, line by line, with the resale value it typically returns.`,
        canonicalPath: `/${project.slug}`,
        html: `<h1>${escapeHtml(name)} cost estimator</h1><p>Answer a few questions about your home and your ${escapeHtml(name.toLowerCase())} project to get a line-by-line cost, priced for your state, and the share of it a sale typically recovers.</p><p><a href="/blog">Remodel guides</a></p>`,
      };
    },
    sitemap: () => ['/Home-Renovation-Costs', '/getting-house-ready-to-sell', '/sample-dashboard', '/blog', ...ESTIMATOR_PROJECTS.map((p) => `/${p.slug}`)],
  });
}

/**
 * Pre-rendered page documents. The site's static server asks
 * `GET /api/v1/seo/page?path=` for the page being opened and puts the answer into index.html: the
 * head tags (title, description, canonical URL, Open Graph) and the page's main text inside the
 * app's area, which the app replaces when it renders. Search engines and link previews read the
 * text without running JavaScript. A path no registered page matches is served as the plain app.
 *
 * Registering a page is one call in app.ts (or a module's own setup):
 *
 *   seoPages.register({
 *     pattern: /^\/contractor\/profile\/([^/]+)$/i,
 *     render: async ([, kukunUrl]) => (profile ? { title, description, html } : null),  // null: 404
 *     sitemap: async () => ['/contractor/profile/a', ...],                                 // optional
 *   });
 */

/** What a page registration renders; null means "no such page" (served as 404). */
export interface SeoContent {
  title: string;
  description: string;
  /** The page's main text as HTML (escape every value with `escapeHtml`). */
  html: string;
  /** Open Graph type (default `website`; `article` for posts). */
  type?: 'website' | 'article';
  /** Absolute or site path of the preview image. */
  image?: string;
  /** The canonical path when it differs from the requested one (e.g. case or a trailing slash). */
  canonicalPath?: string;
}

/** The document the static server injects. */
export interface SeoDocument {
  status: 200 | 404;
  title: string;
  description: string;
  canonical: string;
  og: { type: string; title: string; description: string; url: string; site_name: string; image?: string };
  html: string;
}

/** One registered kind of page. */
export interface SeoPageRegistration {
  pattern: RegExp;
  render: (match: RegExpExecArray) => Promise<SeoContent | null> | SeoContent | null;
  /** The site paths of every page of this kind, for sitemap.xml. */
  sitemap?: () => Promise<readonly string[]> | readonly string[];
}

const SITE_NAME = 'Homeworth';

/** HTML-escapes a text for an element or attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** The registry of pre-rendered pages of one API instance. */
export class SeoPages {
  private readonly pages: SeoPageRegistration[] = [];

  constructor(private readonly siteOrigin: string) {}

  /** Adds a kind of page; the first registration whose pattern matches a path renders it. */
  register(page: SeoPageRegistration): void {
    this.pages.push(page);
  }

  /** The document of a site path; null when no registration matches (the plain app is served). */
  async document(path: string): Promise<SeoDocument | null> {
    for (const page of this.pages) {
      const match = page.pattern.exec(path);
      if (!match) continue;
      const content = await page.render(match);
      return content ? this.toDocument(content, content.canonicalPath ?? path) : this.notFound(path);
    }
    return null;
  }

  /** Every registered page's path (sitemap.xml). */
  async sitemapPaths(): Promise<string[]> {
    const lists = await Promise.all(this.pages.map((p) => (p.sitemap ? p.sitemap() : [])));
    return [...new Set(lists.flat())];
  }

  private toDocument(content: SeoContent, path: string, status: 200 | 404 = 200): SeoDocument {
    const url = `${this.siteOrigin}${path}`;
    const title = `${content.title} | ${SITE_NAME}`;
    const image = content.image ? (content.image.startsWith('/') ? `${this.siteOrigin}${content.image}` : content.image) : undefined;
    return {
      status,
      title,
      description: content.description,
      canonical: url,
      og: { type: content.type ?? 'website', title: content.title, description: content.description, url, site_name: SITE_NAME, ...(image ? { image } : {}) },
      html: content.html,
    };
  }

  private notFound(path: string): SeoDocument {
    return this.toDocument(
      {
        title: 'Page not found',
        description: 'The address may be mistyped, or the page may have moved.',
        html: '<h1>We couldn’t find that page</h1><p>The address may be mistyped, or the page may have moved.</p><p><a href="/blog">Blog</a> · <a href="/Home-Renovation-Costs">Cost estimator</a> · <a href="/dashboard">Your home dashboard</a></p>',
      },
      path,
      404,
    );
  }
}

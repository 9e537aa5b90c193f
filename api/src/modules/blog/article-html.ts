import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { plainText, type TocEntry } from './blog-provider';

/**
 * Article HTML: Markdown to HTML with ids on h2/h3 (the table of contents links to them), then
 * sanitised, because a post's body (a Markdown file or a WordPress site) is not our code: scripts,
 * event handlers, styles, frames and javascript: links never reach a page.
 */

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'a',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'code',
    'pre',
    'hr',
    'br',
    'img',
    'figure',
    'figcaption',
    'sup',
    'sub',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'], h2: ['id'], h3: ['id'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Headings the article itself names h1 become h2: the page has one h1, the title.
  transformTags: { h1: 'h2', h5: 'h4', h6: 'h4' },
};

/** HTML made safe to put in a page. */
export function sanitiseArticleHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED);
}

/** An id for a heading text: lower case words joined by hyphens, unique within the article. */
function headingId(text: string, used: Set<string>): string {
  const base =
    plainText(text)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section';
  let id = base;
  for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
  used.add(id);
  return id;
}

/** Renders Markdown into sanitised HTML and its table of contents (h2 and h3). */
export function renderArticle(markdown: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const used = new Set<string>();
  const marked = new Marked({
    renderer: {
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens);
        const level = Math.min(Math.max(depth, 2), 4);
        if (level > 3) return `<h4>${inner}</h4>\n`;
        const id = headingId(inner, used);
        toc.push({ id, text: plainText(inner), level: level as 2 | 3 });
        return `<h${level} id="${id}">${inner}</h${level}>\n`;
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return { html: sanitiseArticleHtml(html), toc };
}

/** Gives h2/h3 headings of already-made HTML (WordPress) ids and returns its table of contents. */
export function addHeadingIds(html: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const used = new Set<string>();
  // eslint-disable-next-line security/detect-unsafe-regex -- runs on our own rendered article HTML, not on user input; the optional group ends at the first ">"
  const withIds = html.replace(/<h([23])(?:\s[^>]*)?>([\s\S]*?)<\/h\1>/g, (_, level: string, inner: string) => {
    const id = headingId(inner, used);
    toc.push({ id, text: plainText(inner), level: Number(level) as 2 | 3 });
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
  return { html: withIds, toc };
}

/**
 * Pre-rendered pages: for a GET of a page, the shell's server asks the API for
 * the page's document (`/api/v1/seo/page?path=`: title, description, canonical URL, Open Graph
 * tags and the main text) and writes it into index.html, so search engines and link previews read
 * the page without running JavaScript. The text sits in `<noscript id="hw-prerendered">` at the
 * top of <main>: a browser that runs the apps ignores it (no flash, no duplicate heading, and no
 * bytes in the shell's first load), one without JavaScript shows it. The API's answers are kept a
 * minute; an API that is slow or down costs at most PRERENDER_TIMEOUT_MS and the plain app is served.
 */

/** What the API answers for a pre-rendered page. */
export interface PageDocument {
  status: number;
  title: string;
  description: string;
  canonical: string;
  og: Record<string, string>;
  html: string;
}

export const PRERENDER_TIMEOUT_MS = 1500;
const CACHE_MS = 60_000;
const CACHE_LIMIT = 500;

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A function that fetches (and keeps a minute) the document of a site path from the API; null when there is none. */
export function pageDocuments(apiOrigin: string, timeoutMs = PRERENDER_TIMEOUT_MS) {
  const cache = new Map<string, { doc: PageDocument | null; at: number }>();
  return async (pathname: string): Promise<PageDocument | null> => {
    const kept = cache.get(pathname);
    if (kept && Date.now() - kept.at < CACHE_MS) return kept.doc;
    let doc: PageDocument | null = null;
    try {
      const response = await fetch(`${apiOrigin}/api/v1/seo/page?path=${encodeURIComponent(pathname)}`, { signal: AbortSignal.timeout(timeoutMs) });
      if (response.ok) doc = ((await response.json()) as { message: PageDocument }).message;
      else if (response.status !== 404) return null; // not kept: the API may answer next time
    } catch {
      return null;
    }
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(pathname, { doc, at: Date.now() });
    return doc;
  };
}

/** index.html with the document's head tags and main text. */
export function injectDocument(indexHtml: string, doc: PageDocument): string {
  const head = [
    `<title>${escapeAttr(doc.title)}</title>`,
    `<meta name="description" content="${escapeAttr(doc.description)}" />`,
    `<link rel="canonical" href="${escapeAttr(doc.canonical)}" />`,
    ...Object.entries(doc.og).map(([key, value]) => `<meta property="og:${escapeAttr(key)}" content="${escapeAttr(value)}" />`),
    `<meta name="twitter:card" content="${doc.og.image ? 'summary_large_image' : 'summary'}" />`,
  ].join('\n    ');
  return (
    indexHtml
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .replace(/<meta\s+name="description"[^>]*>/, '')
      // Replacer functions: a page's text may hold "$1" or "$&" (prices), which a replacement string would expand.
      .replace('</head>', () => `    ${head}\n  </head>`)
      .replace(/(<main\b[^>]*>)/, (main: string) => `${main}\n      <noscript id="hw-prerendered">${doc.html}</noscript>`)
  );
}

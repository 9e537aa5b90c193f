/** One section of a page body. Every part is optional except the heading. */
export interface ContentSection {
  /** Anchor, e.g. `pricing` for /home-report#pricing. */
  id?: string;
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  cards?: { title: string; text: string }[];
  stats?: { value: string; label: string }[];
  faqs?: { q: string; a: string }[];
  /** Where the figures of this section come from, shown under it. */
  source?: string;
}

/** A page body as stored in ./content/<page>.json. */
export interface PageContent {
  sections: ContentSection[];
}

/** Loads a page body; rejects when the file cannot be read. */
export async function loadPageContent(url: string): Promise<PageContent> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`content ${url}: HTTP ${response.status}`);
  return (await response.json()) as PageContent;
}

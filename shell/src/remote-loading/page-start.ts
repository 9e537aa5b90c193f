import type { PageStart } from '@homeworth/shared-lib/domain';

/**
 * The id of the page-start block (shared-lib's PAGE_START_ELEMENT_ID, which a test keeps equal): the
 * shell's entry reads the block too, and the entry cannot take modules from the shared shared-lib,
 * which is negotiated only after it has run.
 */
export const PAGE_START_ID = 'hw-page-start';

/**
 * What the shell's server wrote into this page's index.html (PageStart, tools/src/static-server.ts):
 * remotes.json, the remotes' routes and whether the visitor is a guest. Empty when the page has none
 * (another server, a saved page) or it cannot be read: the shell then fetches what it needs.
 */
export function readPageStart(doc: Document = document): PageStart {
  const text = doc.getElementById(PAGE_START_ID)?.textContent;
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as PageStart) : {};
  } catch {
    return {};
  }
}

/**
 * Preloads the owning remote's first chunks the page names (PageStart `ownerScripts`), from the
 * shell's entry: started now, once the shell's own first chunks have had the first round trips'
 * bandwidth to themselves, they arrive while the shell's bootstrap runs. A chunk that fails is
 * asked again by Try again (remote-registry.ts).
 */
export function preloadOwnerScripts(doc: Document = document): void {
  for (const href of readPageStart(doc).ownerScripts ?? []) {
    if (typeof href !== 'string') continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    doc.head.append(link);
  }
}

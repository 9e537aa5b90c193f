import { PAGE_START_ELEMENT_ID, type PageStart } from '@homeworth/shared-lib/domain';

/**
 * What the shell's server wrote into this page's index.html (PageStart, tools/src/static-server.ts):
 * remotes.json, the remotes' routes and whether the visitor is a guest. Empty when the page has none
 * (another server, a saved page) or it cannot be read: the shell then fetches what it needs.
 */
export function readPageStart(doc: Document = document): PageStart {
  const text = doc.getElementById(PAGE_START_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as PageStart) : {};
  } catch {
    return {};
  }
}

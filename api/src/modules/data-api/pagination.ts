import { z } from 'zod';
import { invalid } from './data-api.errors';

/** Most items one page answers; `limit` defaults to DEFAULT_PAGE_SIZE. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

/** The query fields of every paginated route. */
export const pageQuery = {
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE).describe(`Items per page, at most ${MAX_PAGE_SIZE}`),
  cursor: z.string().max(200).optional().describe('The nextCursor of the previous page'),
};

/** An opaque cursor: the position after the last item answered, base64url. */
const encode = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');

function decode(cursor: string): number {
  const match = /^o:(\d{1,7})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw invalid('The cursor is not one this API gave.', 'cursor');
  return Number(match[1]);
}

/** One page of a stably ordered list, and the cursor of the next page (null on the last). */
export function pageOf<T>(items: readonly T[], query: { limit: number; cursor?: string | undefined }): { items: T[]; nextCursor: string | null } {
  const start = query.cursor ? decode(query.cursor) : 0;
  const end = start + query.limit;
  return { items: items.slice(start, end), nextCursor: end < items.length ? encode(end) : null };
}

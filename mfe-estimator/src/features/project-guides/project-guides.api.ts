import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

type GuidesAnswer = ApiAnswer<'/api/v1/blog/guides-for-project/{project}', 'get'>;

/** One of the blog's guides for a project. */
export type GuidePost = GuidesAnswer['posts'][number];

/** GET /api/v1/blog/guides-for-project/:project: the blog posts tagged with the project. */
export async function fetchProjectGuides(slug: string): Promise<GuidePost[]> {
  return (await apiRequest<GuidesAnswer>({ method: 'GET', url: `/v1/blog/guides-for-project/${encodeURIComponent(slug)}` })).posts;
}

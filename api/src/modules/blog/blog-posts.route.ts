import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { ERROR_CODES, findEstimatorProject } from '@homeworth/shared-lib/domain';
import { ApiError, failureResponses, ok, successSchema } from '../../http/envelope';
import { blogFeed } from './blog-feed';
import { coverSvg } from './blog-image';
import { BLOG_MAX_PAGE_SIZE, BLOG_PAGE_SIZE, type BlogPost, type BlogProvider, type BlogPostSummary } from './blog-provider';
import { GUIDE_TOPICS, INTENTION_TAGS, projectBlogTag, TAG_PATTERN, tagLabel } from './blog-topics';
import { isWordPressUnavailable, WORDPRESS_DOWN_NOTICE } from './wordpress-provider';

/** What the posts routes need: the content provider and the site's public origin (feed links). */
export interface BlogPostsRoutesOptions {
  provider: BlogProvider;
  siteOrigin: string;
}

const tags = ['blog'];
const slugSchema = z
  .string()
  // eslint-disable-next-line security/detect-unsafe-regex -- linear: each repetition starts with a hyphen, so there is one way to match
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A post address is lower-case words joined by hyphens.')
  .max(200);
const tagSchema = z.string().regex(TAG_PATTERN, 'A tag is lower-case letters, digits, - or _.');

// Answer schemas, strict: a field the providers add without adding it here fails the blog tests instead of
// leaving the shell's generated types (npm run api:types) behind.
const summarySchema = z
  .strictObject({
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    date: z.string(),
    author: z.string(),
    tags: z.array(z.string()),
    link: z.string(),
    featuredImage: z.strictObject({ url: z.string(), alt: z.string() }).nullable(),
    readingMinutes: z.number(),
  })
  .meta({ id: 'BlogPostSummary', description: 'A post as the blog list shows it' });
const pageSchema = z
  .strictObject({
    posts: z.array(summarySchema),
    page: z.number(),
    perPage: z.number(),
    total: z.number(),
    totalPages: z.number(),
    notice: z.string().optional(),
    tag: z.strictObject({ slug: z.string(), label: z.string(), intro: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'BlogPostPage', description: 'One page of posts' });
const postSchema = summarySchema
  .extend({
    html: z.string(),
    toc: z.array(z.strictObject({ id: z.string(), text: z.string(), level: z.number() })),
    tagLabels: z.record(z.string(), z.string()),
    estimators: z.array(z.strictObject({ slug: z.string(), name: z.string(), url: z.string() })),
    related: z.array(summarySchema),
  })
  .meta({ id: 'BlogPost', description: 'A whole post' });
const topicsSchema = z
  .strictObject({
    guides: z.array(z.strictObject({ slug: z.string(), label: z.string(), intro: z.string() })),
    filters: z.array(z.strictObject({ slug: z.string(), label: z.string() })),
  })
  .meta({ id: 'BlogTopics', description: 'The guide hubs and the list filters' });

// The providers' summaries must fit the schema (a type change on either side fails type-checking).
const fitsSummary = (summary: BlogPostSummary): z.input<typeof summarySchema> => summary;
void fitsSummary;

const listQuery = z
  .object({
    page: z.coerce.number().int('The page number must be a whole number.').min(1, 'Pages are numbered from 1.').max(1000).default(1),
    per_page: z.coerce.number().int().min(1).max(BLOG_MAX_PAGE_SIZE).default(BLOG_PAGE_SIZE),
    tag: tagSchema.optional(),
    search: z.string().trim().max(100).optional(),
  })
  .strict();

/** The tag a list is filtered by, with its label and hub introduction. */
const tagInfo = (tag: string | undefined) => (tag ? { slug: tag, label: tagLabel(tag), intro: GUIDE_TOPICS[tag]?.intro ?? null } : null);

/** Posts sharing the post's first tag (then its others), itself left out. */
async function relatedPosts(provider: BlogProvider, post: BlogPost): Promise<BlogPostSummary[]> {
  const related = new Map<string, BlogPostSummary>();
  for (const tag of post.tags) {
    if (related.size >= 3) break;
    const { posts } = await provider.listPosts({ page: 1, perPage: 4, tag });
    for (const p of posts) if (p.slug !== post.slug && related.size < 3) related.set(p.slug, p);
  }
  return [...related.values()];
}

/** /api/v1/blog: posts (10 a page, tag filter, search), one post, guides for an estimator, covers and the feeds. */
export const blogPostsRoutes: FastifyPluginAsyncZod<BlogPostsRoutesOptions> = async (app, { provider, siteOrigin }) => {
  app.get(
    '/posts',
    {
      schema: {
        tags,
        summary: 'One page of posts, newest first (10 a page), optionally of one tag or matching a search',
        querystring: listQuery,
        response: { 200: successSchema(pageSchema), ...failureResponses(400, 404) },
      },
    },
    async (request) => {
      const { page, per_page: perPage, tag, search } = request.query;
      const result = await provider.listPosts({ page, perPage, ...(tag ? { tag } : {}), ...(search ? { search } : {}) });
      if (!result.notice && page > 1 && page > result.totalPages) {
        throw new ApiError(404, ERROR_CODES.notFound, `There is no page ${page}: the blog has ${result.totalPages} ${result.totalPages === 1 ? 'page' : 'pages'} of posts here.`, {
          field: 'page',
          totalPages: result.totalPages,
        });
      }
      return ok({ ...result, tag: tagInfo(tag) });
    },
  );

  app.get(
    '/topics',
    {
      schema: {
        tags,
        summary: 'The guide hubs and the intention filters, with their labels',
        response: { 200: successSchema(topicsSchema) },
      },
    },
    async () =>
      ok({
        guides: Object.entries(GUIDE_TOPICS).map(([slug, t]) => ({ slug, ...t })),
        filters: Object.entries(INTENTION_TAGS).map(([slug, label]) => ({ slug, label })),
      }),
  );

  app.get(
    '/posts/:slug',
    {
      schema: {
        tags,
        summary: 'One post: sanitised HTML, table of contents, estimators it prices, related posts',
        params: z.object({ slug: slugSchema }),
        response: { 200: successSchema(postSchema), ...failureResponses(400, 404, 503) },
      },
    },
    async (request) => {
      let post: BlogPost | null;
      try {
        post = await provider.getPost(request.params.slug);
      } catch (error) {
        if (isWordPressUnavailable(error)) throw new ApiError(503, 'BLOG_UNAVAILABLE', WORDPRESS_DOWN_NOTICE);
        throw error;
      }
      if (!post) throw new ApiError(404, ERROR_CODES.notFound, 'There is no article at this address.', { field: 'slug' });
      const { projects, ...article } = post;
      const estimators = projects.map((slug) => ({ slug, name: findEstimatorProject(slug)!.displayName, url: `/${slug}` }));
      return ok({ ...article, tagLabels: Object.fromEntries(post.tags.map((t) => [t, tagLabel(t)])), estimators, related: await relatedPosts(provider, post) });
    },
  );

  app.get(
    '/guides-for-project/:project',
    {
      schema: {
        tags,
        summary: 'Guides for an estimator project: posts about it, else of its blog tag, else the cost guides',
        params: z.object({ project: z.string().max(80) }),
        response: { 200: successSchema(z.strictObject({ tag: z.string(), label: z.string(), posts: z.array(summarySchema) })), ...failureResponses(400, 404) },
      },
    },
    async (request) => {
      const tag = projectBlogTag(request.params.project);
      if (!tag) throw new ApiError(404, ERROR_CODES.notFound, `There is no estimator for "${request.params.project}".`, { field: 'project' });
      for (const candidate of [tag, 'intention_cost']) {
        const { posts } = await provider.listPosts({ page: 1, perPage: 3, tag: candidate });
        if (posts.length > 0) return ok({ tag: candidate, label: tagLabel(candidate), posts });
      }
      return ok({ tag, label: tagLabel(tag), posts: [] });
    },
  );

  // Link previews want a bitmap: the same cover as PNG, drawn once per post.
  const pngCovers = new Map<string, Buffer>();
  app.get(
    '/images/:file',
    {
      schema: { tags, summary: "A post's drawn cover (SVG for pages, PNG for link previews)", params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,200}\.(svg|png)$/) }) },
    },
    async (request, reply) => {
      const [slug, format] = request.params.file.split('.') as [string, 'svg' | 'png'];
      const post = await provider.getPost(slug).catch(() => null);
      if (!post) throw new ApiError(404, ERROR_CODES.notFound, 'There is no article at this address.');
      const svg = coverSvg(slug, post.tags[0] ?? slug);
      reply.header('cache-control', 'public, max-age=86400');
      if (format === 'svg') return reply.header('content-type', 'image/svg+xml').send(svg);
      if (!pngCovers.has(slug)) pngCovers.set(slug, await sharp(Buffer.from(svg)).png().toBuffer());
      return reply.header('content-type', 'image/png').send(pngCovers.get(slug));
    },
  );

  const feedQuery = z.object({ tag: tagSchema.optional() }).strict();
  for (const format of ['rss', 'atom'] as const) {
    app.get(
      `/feed/${format}`,
      {
        schema: {
          tags,
          summary: `The ${format === 'rss' ? 'RSS 2.0' : 'Atom 1.0'} feed of the newest posts (served at /blog/feed/${format === 'rss' ? '' : 'atom/'})`,
          querystring: feedQuery,
        },
      },
      async (request, reply) => {
        const xml = await blogFeed(provider, siteOrigin, format, request.query.tag);
        const type = format === 'rss' ? 'application/rss+xml' : 'application/atom+xml';
        return reply.header('content-type', `${type}; charset=utf-8`).header('cache-control', 'public, max-age=300').send(xml);
      },
    );
  }
};

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { wordpressProvider, WORDPRESS_DOWN_NOTICE, WORDPRESS_STALE_NOTICE } from './wordpress-provider';

/**
 * A small WordPress stand-in answering in the REST API's documented shape
 * (developer.wordpress.org/rest-api/reference/posts/): posts with title/excerpt/content
 * `rendered`, `_embedded` author, featured media and terms, X-WP-Total / X-WP-TotalPages, tags by
 * term id, 400 rest_post_invalid_page_number beyond the last page.
 */
const TAGS = [
  { id: 7, slug: 'kitchen', name: 'Kitchen', taxonomy: 'post_tag' },
  { id: 9, slug: 'intention_cost', name: 'Cost guides', taxonomy: 'post_tag' },
];

function wpPost(n: number) {
  const tagIds = n % 2 === 0 ? [7, 9] : [9];
  return {
    id: n,
    date: `2025-0${(n % 9) + 1}-10T09:00:00`,
    date_gmt: `2025-0${(n % 9) + 1}-10T14:00:00`,
    slug: `wp-post-${n}`,
    link: `https://wp.example/wp-post-${n}/`,
    title: { rendered: `Post &#8220;${n}&#8221;` },
    excerpt: { rendered: `<p>Summary of post ${n} &hellip;</p>` },
    content: { rendered: `<h2>First part</h2><p>Body ${n}</p><script>alert(1)</script><p onclick="x()">text</p>` },
    tags: tagIds,
    _embedded: {
      author: [{ name: 'Pat Writer' }],
      'wp:featuredmedia': [{ source_url: `https://wp.example/uploads/${n}.jpg`, alt_text: `Picture ${n}` }],
      'wp:term': [[{ id: 1, slug: 'uncategorized', taxonomy: 'category' }], TAGS.filter((t) => tagIds.includes(t.id))],
    },
  };
}

const POSTS = Array.from({ length: 23 }, (_, i) => wpPost(i + 1));

interface Site {
  url: string;
  requests: string[];
  mode: 'up' | 'down' | 'slow';
  close: () => Promise<void>;
}

async function startWordPress(): Promise<Site> {
  const site = { requests: [] as string[], mode: 'up' as Site['mode'] };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://wp.example');
    site.requests.push(`${url.pathname}${url.search}`);
    if (site.mode === 'down') {
      res.writeHead(503).end('maintenance');
      return;
    }
    if (site.mode === 'slow') return; // never answers: the adapter's time limit ends the wait
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers }).end(JSON.stringify(body));
    };
    if (url.pathname === '/wp-json/wp/v2/tags')
      return json(
        200,
        TAGS.filter((t) => t.slug === url.searchParams.get('slug')),
      );
    if (url.pathname !== '/wp-json/wp/v2/posts') return json(404, { code: 'rest_no_route' });
    let list = POSTS;
    const slug = url.searchParams.get('slug');
    if (slug) list = list.filter((p) => p.slug === slug);
    const tags = url.searchParams.get('tags');
    if (tags) list = list.filter((p) => p.tags.includes(Number(tags)));
    const perPage = Number(url.searchParams.get('per_page') ?? 10);
    const page = Number(url.searchParams.get('page') ?? 1);
    const totalPages = Math.ceil(list.length / perPage);
    const headers = { 'X-WP-Total': String(list.length), 'X-WP-TotalPages': String(totalPages) };
    if (page > Math.max(totalPages, 1))
      return json(
        400,
        { code: 'rest_post_invalid_page_number', message: 'The page number requested is larger than the number of pages available.', data: { status: 400 } },
        headers,
      );
    return json(200, list.slice((page - 1) * perPage, page * perPage), headers);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(site, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

describe('WordPress adapter', () => {
  let site: Site;
  beforeEach(async () => {
    site = await startWordPress();
  });
  afterEach(() => site.close());

  it('reads a page of posts with the totals from X-WP-Total and X-WP-TotalPages', async () => {
    const blog = wordpressProvider(site.url);
    const page = await blog.listPosts({ page: 2, perPage: 10 });
    expect(page).toMatchObject({ page: 2, perPage: 10, total: 23, totalPages: 3 });
    expect(page.posts).toHaveLength(10);
    expect(page.posts[0]).toEqual({
      slug: 'wp-post-11',
      title: 'Post "11"',
      excerpt: 'Summary of post 11 ...',
      date: '2025-03-10T14:00:00.000Z',
      author: 'Pat Writer',
      tags: ['intention_cost'],
      link: '/blog/wp-post-11',
      featuredImage: { url: 'https://wp.example/uploads/11.jpg', alt: 'Picture 11' },
      readingMinutes: 1,
    });
    expect(site.requests.at(-1)).toBe('/wp-json/wp/v2/posts?per_page=10&page=2&_embed=1');
    const beyond = await blog.listPosts({ page: 4, perPage: 10 });
    expect(beyond).toMatchObject({ posts: [], total: 23, totalPages: 3 });
  });

  it('filters by tag through the term id the tags endpoint gives, and reads one post sanitised', async () => {
    const blog = wordpressProvider(site.url);
    const kitchen = await blog.listPosts({ page: 1, perPage: 10, tag: 'kitchen' });
    expect(site.requests).toContain('/wp-json/wp/v2/tags?slug=kitchen');
    expect(site.requests.at(-1)).toContain('tags=7');
    expect(kitchen.total).toBe(11);
    expect(kitchen.posts.every((p) => p.tags.includes('kitchen'))).toBe(true);
    expect(await blog.listPosts({ page: 1, perPage: 10, tag: 'no-such-tag' })).toMatchObject({ posts: [], total: 0 });
    const post = await blog.getPost('wp-post-4');
    expect(post!.html).not.toMatch(/script|onclick/);
    expect(post!.toc).toEqual([{ id: 'first-part', text: 'First part', level: 2 }]);
    expect(await blog.getPost('missing')).toBeNull();
  });

  it('shows the last good list when the site is down or slow, and says so; a clear message when it never answered', async () => {
    const blog = wordpressProvider(site.url, 300);
    const good = await blog.listPosts({ page: 1, perPage: 10 });
    site.mode = 'down';
    expect(await blog.listPosts({ page: 1, perPage: 10 })).toEqual({ ...good, notice: WORDPRESS_STALE_NOTICE });
    site.mode = 'slow';
    const started = Date.now();
    expect(await blog.listPosts({ page: 1, perPage: 10 })).toEqual({ ...good, notice: WORDPRESS_STALE_NOTICE });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await blog.listPosts({ page: 2, perPage: 10 })).toEqual({ posts: [], page: 2, perPage: 10, total: 0, totalPages: 0, notice: WORDPRESS_DOWN_NOTICE });
    // A post the list gave is kept; one never read cannot be shown (the route answers 503 with a message).
    expect((await blog.getPost('wp-post-1'))!.title).toBe('Post "1"');
    await expect(blog.getPost('wp-post-23')).rejects.toThrow();
  });
});

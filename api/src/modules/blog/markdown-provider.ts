/* eslint-disable security/detect-non-literal-fs-filename -- the content folder is configured; slugs are checked against SLUG before they name a file, never a request's text. */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { findEstimatorProject } from '@homeworth/shared-lib/domain';
import { resolveArticleFigures } from './article-figures';
import { renderArticle } from './article-html';
import { plainText, readingMinutes, shorten, type BlogPage, type BlogPost, type BlogProvider, type BlogQuery } from './blog-provider';

/** The path of a post's featured image (a drawn cover, blog-image.ts). */
export const featuredImagePath = (slug: string) => `/api/v1/blog/images/${slug}.svg`;

// eslint-disable-next-line security/detect-unsafe-regex -- linear: each repetition starts with a hyphen, so there is one way to match
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Reads one article file: front matter (title, description, date, author, tags, projects) and Markdown body with figures resolved. */
export function readArticle(file: string): BlogPost {
  const slug = path.basename(file, '.md');
  if (!SLUG.test(slug)) throw new Error(`${file}: the file name must be a lower-case slug`);
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  const fm = data as { title?: string; description?: string; date?: Date | string; author?: string; tags?: string[]; projects?: string[] };
  if (!fm.title || !fm.description || !fm.date || !fm.author || !Array.isArray(fm.tags)) throw new Error(`${file}: title, description, date, author and tags are required`);
  const projects = (fm.projects ?? []).map((p) => {
    const project = findEstimatorProject(p);
    if (!project) throw new Error(`${file}: unknown estimator project ${p}`);
    return project.slug;
  });
  const { html, toc } = renderArticle(resolveArticleFigures(content));
  const text = plainText(html);
  return {
    slug,
    title: fm.title,
    excerpt: shorten(resolveArticleFigures(fm.description), 200),
    date: new Date(fm.date).toISOString(),
    author: fm.author,
    tags: fm.tags,
    link: `/blog/${slug}`,
    featuredImage: { url: featuredImagePath(slug), alt: '' },
    readingMinutes: readingMinutes(text),
    html,
    toc,
    projects,
  };
}

/** Filters, orders (newest first) and pages a list of posts the way WordPress's posts endpoint does. */
export function pagePosts(posts: readonly BlogPost[], query: BlogQuery): BlogPage {
  const words = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const matching = posts.filter((post) => {
    if (query.tag && !post.tags.includes(query.tag)) return false;
    const haystack = `${post.title} ${post.excerpt} ${plainText(post.html)}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
  const total = matching.length;
  const totalPages = Math.ceil(total / query.perPage);
  const start = (query.page - 1) * query.perPage;
  const summaries = matching.slice(start, start + query.perPage).map(({ html: _html, toc: _toc, projects: _projects, ...summary }) => summary);
  return { posts: summaries, page: query.page, perPage: query.perPage, total, totalPages };
}

/** The embedded provider: every `*.md` under `dir`, read once, newest first. */
export function markdownProvider(dir: string): BlogProvider {
  let posts: BlogPost[] | null = null;
  const all = () => {
    posts ??= fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.md'))
      .map((f) => readArticle(path.join(dir, f)))
      .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
    return posts;
  };
  return {
    name: 'markdown',
    async listPosts(query) {
      return pagePosts(all(), query);
    },
    async getPost(slug) {
      return all().find((p) => p.slug === slug) ?? null;
    },
  };
}

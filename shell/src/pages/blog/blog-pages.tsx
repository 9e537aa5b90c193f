import { useSearch } from '../../layout/use-pathname';
import { NotFoundPage } from '../not-found-page';
import { BlogListPage } from './blog-list-page';
import { BlogPostPage } from './blog-post-page';

/** The blog's pages (a lazy chunk of the shell): /blog, /blog/guides/<topic>, /blog/<slug>; anything else is "not found". */
export default function BlogPages({ pathname }: { pathname: string }) {
  const search = useSearch();
  const path = pathname.replace(/(.)\/$/, '$1');
  if (path === '/blog') return <BlogListPage search={search} />;
  const guide = /^\/blog\/guides\/([a-z0-9_-]+)$/.exec(path);
  if (guide) return <BlogListPage key={guide[1]} search={search} guide={guide[1]} />;
  const post = /^\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(path);
  if (post) return <BlogPostPage slug={post[1]!} />;
  return <NotFoundPage />;
}

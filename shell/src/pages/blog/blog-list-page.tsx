import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { navigateToUrl } from 'single-spa';
import { Button, PillLinks } from '@homeworth/shared-lib';
import { ShellLink } from '../../layout/shell-link';
import { useBlogApi, type PostPage, type Topics } from './blog-api';
import { BlogBody, BlogMessage, PostCards } from './blog-layout';
import { NotFoundPage } from '../not-found-page';
import { PageHero } from '../page-hero';

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px 24px;
  align-items: flex-end;
  justify-content: space-between;
  margin-bottom: 24px;
  form {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: flex-end;
  }
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 600;
  }
  input {
    min-height: 44px;
    width: min(280px, 100%);
    padding: 8px 12px;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const Pager = styled.nav`
  margin-top: 32px;
`;

/** The page numbers: the pill row, centred, square-ish and with the primary colour on the current page. */
const PageNumbers = styled(PillLinks)`
  justify-content: center;
  a {
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radius};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A /blog address with these list settings. */
function listHref(base: string, query: { page?: number; tag?: string | null; search?: string | null }): string {
  const params = new URLSearchParams();
  if (query.tag) params.set('tag', query.tag);
  if (query.search) params.set('search', query.search);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}

/**
 * /blog (10 posts a page, numbered pages, tag filters, search) and the guide hubs
 * /blog/guides/<topic> (the same list of one topic, with its introduction).
 */
export function BlogListPage({ search, guide }: { search: string; guide?: string }) {
  const params = new URLSearchParams(search);
  const tag = guide ?? params.get('tag');
  const words = params.get('search');
  const page = params.get('page') ?? '1';
  const base = guide ? `/blog/guides/${guide}` : '/blog';
  const api = new URLSearchParams({ page });
  if (tag) api.set('tag', tag);
  if (words) api.set('search', words);
  const loaded = useBlogApi<PostPage>(`/v1/blog/posts?${api}`);
  // The list's filters (the spec's intention tags) and the guide hubs, named by the API.
  const topics = useBlogApi<Topics>('/v1/blog/topics');
  const chips = topics.state !== 'ready' ? [] : guide ? topics.data.guides : topics.data.filters;
  const [typed, setTyped] = useState(words ?? '');

  if (loaded.state === 'not-found' || (guide && loaded.state === 'ready' && loaded.data.total === 0)) return <NotFoundPage />;
  const data = loaded.state === 'ready' ? loaded.data : null;
  const title = guide ? `${data?.tag?.label ?? ''} guides` : 'Homeworth blog';
  const lead = guide ? (data?.tag?.intro ?? '') : 'Remodel costs and what they return, home maintenance and getting a house ready to sell, with figures from our cost estimator.';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigateToUrl(listHref(base, { tag: guide ? null : tag, search: typed.trim() || null }));
  };

  return (
    <>
      <PageHero $compact>
        <div>
          <p className="eyebrow">{guide ? 'Guides' : 'Blog'}</p>
          <h1>{data || !guide ? title : 'Guides'}</h1>
          <p className="lead">{lead}</p>
        </div>
      </PageHero>
      <BlogBody>
        <Tools>
          <nav aria-label={guide ? 'Guide topics' : 'Filter posts'}>
            <PillLinks>
              {!guide && (
                <li>
                  <ShellLink href={listHref(base, { search: words })} aria-current={!tag ? 'page' : undefined}>
                    All posts
                  </ShellLink>
                </li>
              )}
              {chips.map(({ slug, label }) => (
                <li key={slug}>
                  <ShellLink href={guide ? `/blog/guides/${slug}` : listHref(base, { tag: slug, search: words })} aria-current={tag === slug ? 'page' : undefined}>
                    {label}
                  </ShellLink>
                </li>
              ))}
            </PillLinks>
          </nav>
          <form role="search" onSubmit={submit}>
            <label>
              {guide ? 'Search these guides' : 'Search the blog'}
              <input type="search" name="search" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={100} />
            </label>
            <Button type="submit">Search</Button>
          </form>
        </Tools>
        {loaded.state === 'loading' && <BlogMessage aria-busy="true">Loading posts…</BlogMessage>}
        {loaded.state === 'failed' && <BlogMessage role="alert">{loaded.message}</BlogMessage>}
        {data?.notice && <BlogMessage role="status">{data.notice}</BlogMessage>}
        {data && (
          <>
            <p aria-live="polite">
              {data.total === 0
                ? words
                  ? `No posts match “${words}”.`
                  : 'No posts here yet.'
                : `${data.total} ${data.total === 1 ? 'post' : 'posts'}${data.tag && !guide ? ` in ${data.tag.label}` : ''}${words ? ` matching “${words}”` : ''} · page ${data.page} of ${data.totalPages}`}
            </p>
            <PostCards posts={data.posts} />
            {data.totalPages > 1 && (
              <Pager aria-label="Pages">
                <PageNumbers>
                  {Array.from({ length: data.totalPages }, (_, i) => i + 1).map((n) => (
                    <li key={n}>
                      <ShellLink
                        href={listHref(base, { page: n, tag: guide ? null : tag, search: words })}
                        aria-current={n === data.page ? 'page' : undefined}
                        aria-label={`Page ${n}`}
                      >
                        {n}
                      </ShellLink>
                    </li>
                  ))}
                </PageNumbers>
              </Pager>
            )}
          </>
        )}
      </BlogBody>
    </>
  );
}

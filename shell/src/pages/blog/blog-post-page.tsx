import styled from 'styled-components';
import { media } from '@homeworth/shared-lib';
import { ShellLink } from '../../layout/shell-link';
import { NotFoundPage } from '../not-found-page';
import { postDate, useBlogApi, type Post } from './blog-api';
import { BlogBody, BlogMessage, PostCards } from './blog-layout';
import { PageHero } from '../page-hero';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 280px;
  gap: 40px;
  align-items: start;
  ${media.below('twoColumns')} {
    grid-template-columns: minmax(0, 1fr);
  }
  aside {
    position: sticky;
    top: calc(var(--hw-header-height, 64px) + 16px);
    display: flex;
    flex-direction: column;
    gap: 24px;
  }
  ${media.below('twoColumns')} {
    aside {
      position: static;
      order: -1;
    }
  }
  aside section {
    padding: 16px 20px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  aside h2 {
    margin: 0 0 8px;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  aside ol,
  aside ul {
    margin: 0;
    padding-left: 20px;
  }
  aside li {
    margin: 6px 0;
  }
  aside li.sub {
    margin-left: 12px;
    font-size: 0.95rem;
  }
`;

const Article = styled.article`
  min-width: 0;
  font-size: 1.05rem;
  line-height: 1.7;
  img.cover {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1200 / 630;
    border-radius: ${({ theme }) => theme.radius};
    margin-bottom: 24px;
  }
  h2,
  h3 {
    color: ${({ theme }) => theme.colors.secondary};
    line-height: 1.3;
    scroll-margin-top: calc(var(--hw-header-height, 64px) + 16px);
  }
  h2 {
    margin: 32px 0 12px;
    font-size: 1.5rem;
  }
  h3 {
    margin: 24px 0 8px;
    font-size: 1.2rem;
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    margin: 16px 0;
    font-size: 0.95rem;
  }
  th,
  td {
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  th {
    background: ${({ theme }) => theme.colors.background};
  }
  a {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const Estimators = styled.section`
  margin-top: 40px;
  padding: 24px;
  background: ${({ theme }) => theme.colors.primarySoft};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    margin-top: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 8px 18px;
    color: ${({ theme }) => theme.colors.onDark};
    background: ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
    font-weight: 600;
    text-decoration: none;
  }
`;

/** /blog/<slug>: the article with its table of contents, reading time, author, date, estimators and related posts. */
export function BlogPostPage({ slug }: { slug: string }) {
  const loaded = useBlogApi<Post>(`/v1/blog/posts/${encodeURIComponent(slug)}`);
  if (loaded.state === 'not-found') return <NotFoundPage />;
  if (loaded.state !== 'ready') {
    return (
      <BlogBody>
        {loaded.state === 'loading' ? <BlogMessage aria-busy="true">Loading the article…</BlogMessage> : <BlogMessage role="alert">{loaded.message}</BlogMessage>}
      </BlogBody>
    );
  }
  const post = loaded.data;
  return (
    <>
      <PageHero $compact>
        <div>
          <p className="eyebrow">
            <ShellLink href="/blog">Blog</ShellLink>
            {post.tags[0] ? ` · ${post.tagLabels[post.tags[0]]}` : ''}
          </p>
          <h1>{post.title}</h1>
          <p className="lead">
            By {post.author} · <time dateTime={post.date}>{postDate(post.date)}</time> · {post.readingMinutes} min read
          </p>
        </div>
      </PageHero>
      <BlogBody>
        <Layout>
          <Article>
            {post.featuredImage && <img className="cover" src={post.featuredImage.url} alt={post.featuredImage.alt} width={1200} height={630} />}
            {/* Sanitised by the API (article-html.ts): no scripts, handlers or styles. */}
            <div dangerouslySetInnerHTML={{ __html: post.html }} />
            {post.estimators.length > 0 && (
              <Estimators aria-labelledby="price-it">
                <h2 id="price-it">Price it for your home</h2>
                <ul>
                  {post.estimators.map((e) => (
                    <li key={e.slug}>
                      <ShellLink href={e.url}>{e.name} cost estimator</ShellLink>
                    </li>
                  ))}
                </ul>
              </Estimators>
            )}
          </Article>
          <aside>
            {post.toc.length > 0 && (
              <nav aria-labelledby="toc-heading">
                <section>
                  <h2 id="toc-heading">In this article</h2>
                  <ol>
                    {post.toc.map((entry) => (
                      <li key={entry.id} className={entry.level === 3 ? 'sub' : undefined}>
                        <a href={`#${entry.id}`}>{entry.text}</a>
                      </li>
                    ))}
                  </ol>
                </section>
              </nav>
            )}
            <section aria-labelledby="tags-heading">
              <h2 id="tags-heading">Topics</h2>
              <ul>
                {post.tags.map((tag) => (
                  <li key={tag}>
                    <ShellLink href={`/blog?tag=${tag}`}>{post.tagLabels[tag]}</ShellLink>
                  </li>
                ))}
              </ul>
            </section>
          </aside>
        </Layout>
        {post.related.length > 0 && (
          <section aria-labelledby="related-heading" style={{ marginTop: 48 }}>
            <h2 id="related-heading">Related guides</h2>
            <PostCards posts={post.related} headingLevel={3} />
          </section>
        )}
      </BlogBody>
    </>
  );
}

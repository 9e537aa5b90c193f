import styled from 'styled-components';
import { media } from '@homeworth/shared-lib';
import { ShellLink } from '../../layout/shell-link';
import { postDate, type PostSummary } from './blog-api';

/** The blog's content column, under the shared page hero. */
export const BlogBody = styled.div`
  max-width: 1088px;
  margin: 0 auto;
  padding: 24px 24px 64px;
  ${media.below('xs')} {
    padding: 16px 16px 48px;
  }
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    box-shadow: ${({ theme }) => theme.shadow};
    overflow: hidden;
  }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 1200 / 630;
    height: auto;
    object-fit: cover;
  }
  div {
    padding: 16px 20px 20px;
  }
  h2,
  h3 {
    margin: 0 0 8px;
    font-size: 1.15rem;
    line-height: 1.3;
  }
  h2 a,
  h3 a {
    color: ${({ theme }) => theme.colors.secondary};
    text-decoration: none;
  }
  h2 a:hover,
  h3 a:hover,
  h2 a:focus-visible,
  h3 a:focus-visible {
    text-decoration: underline;
  }
  p {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p.meta {
    font-size: 0.875rem;
  }
`;

/** Post cards: featured image, title (a link), summary, date and reading time. */
export function PostCards({ posts, headingLevel = 2 }: { posts: readonly PostSummary[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Cards>
      {posts.map((post) => (
        <li key={post.slug}>
          {post.featuredImage && <img src={post.featuredImage.url} alt={post.featuredImage.alt} width={1200} height={630} loading="lazy" />}
          <div>
            <Heading>
              <ShellLink href={post.link}>{post.title}</ShellLink>
            </Heading>
            <p>{post.excerpt}</p>
            <p className="meta">
              {postDate(post.date)} · {post.readingMinutes} min read
            </p>
          </div>
        </li>
      ))}
    </Cards>
  );
}

/** The message a page shows while loading or when the blog could not be read. */
export const BlogMessage = styled.p`
  margin: 24px 0;
  padding: 16px 20px;
  background: ${({ theme }) => theme.colors.primarySoft};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.text};
`;

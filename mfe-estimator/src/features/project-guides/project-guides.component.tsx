import { useEffect, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { apiRequest, navigateTo } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

type GuidesAnswer = ApiAnswer<'/api/v1/blog/guides-for-project/{project}', 'get'>;
type GuidePost = GuidesAnswer['posts'][number];

const Guides = styled.section`
  margin-top: 32px;
  padding: 20px 24px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    margin: 0 0 8px;
    font-size: 1.1rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
  li {
    margin: 8px 0;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

/** The blog's guides for an estimator project (by its blog tag); nothing while loading or when the blog is unavailable. */
export function ProjectGuides({ slug, projectName }: { slug: string; projectName: string }) {
  const [posts, setPosts] = useState<GuidePost[]>([]);
  useEffect(() => {
    let current = true;
    apiRequest<GuidesAnswer>({ method: 'GET', url: `/v1/blog/guides-for-project/${encodeURIComponent(slug)}` }).then(
      (answer) => current && setPosts(answer.posts),
      () => current && setPosts([]),
    );
    return () => {
      current = false;
    };
  }, [slug]);
  if (posts.length === 0) return null;
  // The blog is the shell's: a click navigates the site without a reload.
  const open = (event: MouseEvent<HTMLAnchorElement>, link: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigateTo(link);
  };
  return (
    <Guides aria-labelledby="project-guides">
      <h2 id="project-guides">Guides for your {projectName.toLowerCase()} project</h2>
      <ul>
        {posts.map((post) => (
          <li key={post.slug}>
            <a href={post.link} onClick={(e) => open(e, post.link)}>
              {post.title}
            </a>{' '}
            <span>({post.readingMinutes} min read)</span>
          </li>
        ))}
      </ul>
    </Guides>
  );
}

import { useEffect, type MouseEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { navigateTo } from '@homeworth/shared-lib';
import type { EstimatorState } from '../../app/root';
import { guidesRequested } from './project-guides.slice';

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
  const dispatch = useDispatch();
  const guides = useSelector((s: EstimatorState) => s.projectGuides);
  useEffect(() => {
    dispatch(guidesRequested(slug));
  }, [dispatch, slug]);
  const posts = guides.slug === slug ? guides.posts : [];
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

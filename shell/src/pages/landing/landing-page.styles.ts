import styled from 'styled-components';
import { media } from '@homeworth/shared-lib';

/** The whole landing page: one style block, so its script stays small. */
export const Page = styled.div`
  header,
  > div {
    max-width: 1088px;
    margin: 0 auto;
    padding: 48px 24px;
  }
  header {
    padding-bottom: 32px;
  }
  h1 {
    max-width: 760px;
    margin: 0 0 16px;
    font-size: clamp(1.9rem, 4vw, 2.75rem);
    line-height: 1.15;
    color: ${({ theme }) => theme.colors.secondary};
  }
  h2 {
    margin: 40px 0 12px;
    color: ${({ theme }) => theme.colors.secondary};
  }
  p {
    max-width: 760px;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
    gap: 16px;
    margin: 16px 0;
    padding: 0;
    list-style: none;
  }
  .cards > li,
  .stats > li,
  .sample {
    padding: 20px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 12px;
  }
  .cards ul {
    display: block;
  }
  li a {
    display: inline-block;
    padding: 6px 0;
    font-weight: 600;
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .stats strong {
    font-size: 1.8rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  .sample a {
    margin-right: 16px;
    font-weight: 600;
  }
  .tag {
    display: inline-block;
    padding: 2px 10px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.onDark};
    background: ${({ theme }) => theme.colors.secondary};
    border-radius: 999px;
  }
  form div {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin-top: 6px;
  }
  input,
  button {
    min-height: 48px;
    padding: 8px 16px;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  input {
    flex: 1 1 260px;
    min-width: 0;
  }
  button {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.onDark};
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  ${media.below('xs')} {
    header,
    > div {
      padding: 24px 16px;
    }
  }
`;

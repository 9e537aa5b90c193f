import styled from 'styled-components';
import { media } from '@homeworth/shared-lib';

export const Body = styled.div`
  max-width: 1088px;
  margin: 0 auto;
  padding: 16px 24px 48px;
  > section {
    padding: 32px 0 8px;
  }
  h2 {
    margin: 0 0 12px;
    font-size: 1.5rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  p {
    max-width: 760px;
  }
  ${media.below('xs')} {
    padding: 8px 16px 32px;
  }
`;

export const Lookup = styled.form`
  margin-top: 28px;
  max-width: 720px;
  label {
    display: block;
    margin-bottom: 6px;
    font-weight: 600;
  }
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  input {
    flex: 1 1 260px;
    min-width: 0;
    min-height: 48px;
    padding: 8px 14px;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  button {
    min-height: 48px;
    padding: 8px 22px;
    font: inherit;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.onDark};
    background: ${({ theme }) => theme.colors.primary};
    border: 0;
    border-radius: ${({ theme }) => theme.radius};
    cursor: pointer;
  }
  button:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: 16px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
  > li {
    padding: 20px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 12px;
  }
`;

export const Cards = styled(Grid)`
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  h3 {
    margin: 0 0 6px;
    color: ${({ theme }) => theme.colors.secondary};
  }
  p {
    margin: 0 0 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul a {
    display: inline-block;
    padding: 6px 0;
    font-weight: 600;
  }
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 14px;
    color: ${({ theme }) => theme.colors.secondary};
    text-decoration: none;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Sample = styled.section`
  margin-top: 32px;
  padding: 24px;
  background: ${({ theme }) => theme.colors.infoSoft};
  border-radius: 12px;
  .tag {
    display: inline-block;
    margin: 0 0 8px;
    padding: 2px 10px;
    font-size: 0.85rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.onDark};
    background: ${({ theme }) => theme.colors.secondary};
    border-radius: 999px;
  }
  a {
    display: inline-block;
    margin: 4px 16px 0 0;
    font-weight: 600;
  }
`;

export const Stats = styled(Grid)`
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  > li {
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
  }
  strong {
    display: block;
    font-size: 1.8rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  p {
    margin: 4px 0 8px;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

import styled from 'styled-components';
import { media, theme } from '@homeworth/shared-lib';

export const ResultPage = styled.section`
  max-width: 1120px;
  margin: 0 auto;
  padding: 40px 24px 72px;
  display: grid;
  /* minmax(0, 1fr): a wide table scrolls inside its panel instead of widening the page on a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  h1 {
    margin: 0;
    color: ${({ theme }) => theme.colors.secondary};
  }
  .error {
    padding: 12px 16px;
    border-radius: 8px;
    background: ${({ theme }) => theme.colors.errorSoft};
    color: ${({ theme }) => theme.colors.error};
    font-weight: 600;
  }
  .primary-link {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
  ${media.below('xs')} {
    padding: 24px 16px 56px;
    gap: 16px;
  }
`;

export const Hero = styled.header`
  padding: 32px;
  border-radius: 20px;
  color: ${({ theme }) => theme.colors.onDark};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.secondary} 0%, ${({ theme }) => theme.colors.secondaryGradientEnd} 100%);
  h1 {
    color: ${({ theme }) => theme.colors.onDark};
    font-size: 1.5rem;
    font-weight: 600;
  }
  .eyebrow {
    margin: 0 0 8px;
    font-size: 0.85rem;
    font-weight: 700;
    letter-spacing: 0.05em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.onDarkAccent};
  }
  .total {
    margin: 8px 0 4px;
    font-size: 3.5rem;
    font-weight: 800;
    line-height: 1.1;
    font-variant-numeric: tabular-nums;
  }
  .range {
    margin: 0;
    font-size: 1.1rem;
  }
  /* The return, in words, right under the price (on a phone before everything else). */
  .return {
    margin: 8px 0 0;
    font-size: 1.1rem;
  }
  .quantity {
    margin: 12px 0 0;
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }
  ${media.below('xs')} {
    padding: 24px 20px;
    .total {
      font-size: 2.5rem;
    }
  }
`;

export const Panel = styled.div`
  padding: 28px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 16px;
  box-shadow: ${({ theme }) => theme.shadow};
  h2 {
    margin: 0 0 20px;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  dl {
    margin: 20px 0 0;
    display: grid;
    gap: 10px;
  }
  dl div {
    display: flex;
    justify-content: space-between;
    gap: 16px;
    padding-bottom: 10px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .note {
    margin: 16px 0 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .excludes {
    margin: 0;
    padding-left: 20px;
    columns: 2;
    column-gap: 32px;
  }
  .excludes li {
    margin-bottom: 8px;
    break-inside: avoid;
  }
  ${media.below('sm')} {
    .excludes {
      columns: 1;
    }
  }
  ${media.below('xs')} {
    padding: 20px 16px;
  }
`;

export const RoiFigure = styled.p<{ $positive: boolean }>`
  margin: 0;
  padding: 20px;
  border-radius: 12px;
  background: ${({ $positive }) => ($positive ? theme.colors.successSoft : theme.colors.primaryPale)};
  .label {
    display: block;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .value {
    display: block;
    margin-top: 4px;
    font-size: 2.25rem;
    font-weight: 800;
    color: ${({ $positive, theme }) => ($positive ? theme.colors.success : theme.colors.primaryHover)};
  }
`;

export const Layout = styled.div`
  display: grid;
  grid-template-columns: 3fr 2fr;
  gap: 24px;
  align-items: start;
  ${media.below('sm')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Recommended = styled.section`
  h2 {
    margin: 8px 0 16px;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
    gap: 16px;
  }
  a {
    display: grid;
    gap: 6px;
    height: 100%;
    box-sizing: border-box;
    padding: 20px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 14px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
    outline-offset: 2px;
  }
  strong {
    color: ${({ theme }) => theme.colors.secondary};
    font-size: 1.1rem;
  }
  .gain {
    color: ${({ theme }) => theme.colors.success};
    font-weight: 600;
  }
  .loss {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Notes = styled.footer`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.92rem;
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 24px;
    margin-bottom: 12px;
  }
  .actions a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
    font-size: 1rem;
  }
  p {
    margin: 0 0 8px;
  }
`;

import styled from 'styled-components';
import { media } from '../theme/theme';

/** Column widths of a page: a form or question, a profile or inbox, a dashboard. */
export const PAGE_WIDTHS = { narrow: 760, medium: 1040, wide: 1160 } as const;

/** A page's column width by name. */
export type PageWidth = keyof typeof PAGE_WIDTHS;

/**
 * The one page frame of the remotes: a centred column with the page heading and
 * an optional muted lead paragraph (`<p className="lead">`); narrower padding on a phone.
 */
export const Page = styled.section<{ $width?: PageWidth }>`
  max-width: ${({ $width = 'wide' }) => PAGE_WIDTHS[$width]}px;
  margin: 0 auto;
  padding: 40px ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: 2rem;
    color: ${({ theme }) => theme.colors.secondary};
    overflow-wrap: anywhere;
  }
  > p.lead {
    margin: 0 0 20px;
    max-width: 720px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${media.below('xs')} {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
    h1 {
      font-size: 1.6rem;
    }
  }
`;

/** The one white card of the remotes: a bordered section with its own h2, stacked with a gap. */
export const Card = styled.section`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.2rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  > p.lead {
    margin: 0 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${media.below('xs')} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

/** The "Sample data" label the spec asks for on generated figures and the sample home, one look everywhere. */
export const SampleBadge = styled.span`
  display: inline-block;
  padding: 3px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.quinarySoft};
  color: ${({ theme }) => theme.colors.quinary};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.02em;
`;

/**
 * A row of rounded links, the current one (`aria-current="page"`) filled: the game's tabs, the blog's
 * topic filters. Put it in a `<nav>` with its own label.
 */
export const PillLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 6px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    color: ${({ theme }) => theme.colors.secondary};
    background: ${({ theme }) => theme.colors.surface};
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.onDark};
    background: ${({ theme }) => theme.colors.secondary};
    border-color: ${({ theme }) => theme.colors.secondary};
  }
`;

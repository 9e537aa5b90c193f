import styled from 'styled-components';
import { Card, media } from '@homeworth/shared-lib';

// The sample-data label is the shared one.
export { SampleBadge } from '@homeworth/shared-lib';

/** Whole dollars, "$412,000". */
/** "1 year", "12 years": a count of years in words. */
export const yearsText = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;

/**
 * The parts a maintenance list shows first: past their life, then the fewest years left, then the
 * most points lost.
 */
export function byMaintenanceUrgency<T extends { remainingUsefulLife: number; pointsLost: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.remainingUsefulLife - b.remainingUsefulLife || b.pointsLost - a.pointsLost);
}

/** "Mar 2019" from an ISO date. */
export const formatMonth = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** "12 Mar 2019" from an ISO date. */
export const formatDay = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A section of a report: the shared card, a little rounder, with room for h3 sub-headings. */
export const Block = styled(Card)`
  border-radius: 14px;
  margin-bottom: 20px;
  scroll-margin-top: 25vh;
  h2 {
    margin: 0 0 4px;
    font-size: 1.3rem;
  }
  h3 {
    margin: 16px 0 8px;
    font-size: 1.05rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  ${media.below('xs')} {
    border-radius: 10px;
  }
`;

export const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: 12px;
  margin: 0;
  div {
    background: ${({ theme }) => theme.colors.background};
    border-radius: 10px;
    padding: 12px 14px;
  }
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.2rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

/** Lets a wide table scroll sideways between phone and desktop widths (on a phone it is a list of cards). */
export const ScrollX = styled.div`
  /* Positioned, so the visually hidden link texts inside are placed (and clipped) here, not against the page. */
  position: relative;
  overflow-x: auto;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
  }
`;

export const TextLink = styled.a`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
    outline-offset: 2px;
  }
`;

import styled from 'styled-components';
import { media } from '@homeworth/shared-lib';

/**
 * The hero band at the top of the marketing pages and the blog: an eyebrow, the heading and a lead
 * on the light brand gradient. `$compact` (the blog) is shorter.
 */
export const PageHero = styled.div<{ $compact?: boolean }>`
  padding: ${({ $compact }) => ($compact ? '48px 24px 40px' : '64px 24px 56px')};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.heroStart} 0%, ${({ theme }) => theme.colors.heroEnd} 100%);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  > div {
    max-width: 1040px;
    margin: 0 auto;
  }
  p.eyebrow {
    margin: 0 0 8px;
    font-size: 0.85rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.primary};
  }
  h1 {
    max-width: 760px;
    margin: 0 0 ${({ $compact }) => ($compact ? '12px' : '16px')};
    font-size: ${({ $compact }) => ($compact ? 'clamp(1.8rem, 4vw, 2.6rem)' : 'clamp(1.9rem, 4vw, 2.75rem)')};
    line-height: 1.15;
    color: ${({ theme }) => theme.colors.secondary};
    overflow-wrap: anywhere;
  }
  p.lead {
    max-width: 720px;
    margin: 0;
    font-size: ${({ $compact }) => ($compact ? '1.1rem' : '1.2rem')};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${media.below('xs')} {
    padding: ${({ $compact }) => ($compact ? '32px 16px 24px' : '40px 16px 32px')};
    p.lead {
      font-size: 1.05rem;
    }
  }
`;

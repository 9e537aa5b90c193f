import styled from 'styled-components';
import { media } from '@homeworth/shared-lib';

/** The column every step sits in. */
export const Page = styled.section`
  max-width: 760px;
  margin: 0 auto;
  padding: 40px 24px 64px;
  ${media.below('xs')} {
    padding: 24px 16px 48px;
  }
`;

export const Eyebrow = styled.p`
  margin: 0 0 12px;
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primary};
`;

/** The white card holding the question. */
export const Card = styled.div`
  padding: 32px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 16px;
  box-shadow: ${({ theme }) => theme.shadow};
  h1 {
    margin: 0 0 8px;
    font-size: 1.75rem;
    line-height: 1.25;
    color: ${({ theme }) => theme.colors.secondary};
  }
  h1:focus {
    outline: none;
  }
  ${media.below('xs')} {
    padding: 20px 16px;
    h1 {
      font-size: 1.4rem;
    }
  }
`;

export const Help = styled.p`
  margin: 0 0 20px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const InlineError = styled.p`
  margin: 16px 0 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.error};
`;

export const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  margin-top: 28px;
  padding-top: 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  button {
    min-width: 120px;
  }
`;

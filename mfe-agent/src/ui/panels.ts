import styled from 'styled-components';
import { media, Card } from '@homeworth/shared-lib';

/** A card section of the agent area (client activity, feed, alerts). */
export const Panel = styled(Card)`
  padding: 20px 24px;
  margin: 16px 0 0;
  h3 {
    margin: 16px 0 8px;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  ${media.below('xs')} {
    padding: 16px;
  }
`;

/** A list of dated entries, newest first. */
export const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: grid;
    gap: 2px;
    padding: 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  time {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
  margin: 8px 0;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Notice = styled.p<{ $error: boolean }>`
  font-weight: 600;
  color: ${({ $error, theme }) => ($error ? theme.colors.error : theme.colors.success)};
`;

/** A date and time as the agent reads it. */
export const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

import styled from 'styled-components';
import { media } from '@homeworth/shared-lib';

/** The frame of the agent area's wide pages (dashboard, contacts): centred column, heading, muted lead. */
export const AgentPage = styled.section`
  max-width: 1160px;
  margin: 0 auto;
  padding: 40px 24px;
  h1 {
    margin: 0 0 8px;
    font-size: 2rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${media.below('xs')} {
    padding: 24px 16px;
  }
`;

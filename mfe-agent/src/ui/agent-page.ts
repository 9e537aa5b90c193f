import styled from 'styled-components';
import { Page } from '@homeworth/shared-lib';

/** The frame of the agent area's wide pages (dashboard, contacts): the shared Page, its lead paragraphs muted. */
export const AgentPage = styled(Page)`
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

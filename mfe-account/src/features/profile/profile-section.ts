import styled from 'styled-components';
import { Card } from '@homeworth/shared-lib';

/** A part of the profile: the shared card, its heading a little larger. */
export const Section = styled(Card)`
  margin-bottom: 24px;
  scroll-margin-top: 16px;
  h2 {
    margin: 0 0 16px;
    font-size: 1.25rem;
  }
`;

import styled from 'styled-components';

/** The audience cards and the figures: a grid of the shared cards. */
export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 0 16px;
  strong {
    font-size: 1.8rem;
  }
`;

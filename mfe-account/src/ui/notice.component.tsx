import styled from 'styled-components';

/** A success or information message inside an account card. */
export const Notice = styled.p`
  margin: 0 0 16px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-weight: 500;
`;

/** A row of actions under a form. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-top: 8px;
`;

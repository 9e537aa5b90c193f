import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A link that looks like the primary button (a home's report, buying addresses, signing up to the developer portal). */
export const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 10px 20px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onDark};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

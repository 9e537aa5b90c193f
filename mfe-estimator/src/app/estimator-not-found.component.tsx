import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Box = styled.section`
  max-width: 640px;
  margin: 0 auto;
  padding: 64px 24px;
  text-align: center;
  h1 {
    color: ${({ theme }) => theme.colors.secondary};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** Shown for an estimator path that names no project. */
export function EstimatorNotFound() {
  return (
    <Box>
      <h1>We could not find that estimator</h1>
      <p>
        <Link to="/home-renovation-costs">See all remodel cost estimators</Link>
      </p>
    </Box>
  );
}

import styled from 'styled-components';
import { ShellLink } from '../layout/shell-link';

const NotFound = styled.section`
  max-width: 720px;
  margin: 0 auto;
  padding: 80px 24px;
  text-align: center;
  p.code {
    margin: 0;
    font-size: 4rem;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.primary};
  }
  h1 {
    margin: 0 0 12px;
    color: ${({ theme }) => theme.colors.secondary};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 1.1rem;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 12px 24px;
    margin: 24px 0 0;
    padding: 0;
    list-style: none;
    font-weight: 600;
  }
`;

/** The page shown for a path no app owns. */
export function NotFoundPage() {
  return (
    <NotFound>
      <p className="code" aria-hidden="true">
        404
      </p>
      <h1>We couldn’t find that page</h1>
      <p>The address may be mistyped, or the page may have moved. These are good places to start:</p>
      <ul>
        <li>
          <ShellLink href="/dashboard">Your home dashboard</ShellLink>
        </li>
        <li>
          <ShellLink href="/Home-Renovation-Costs">Cost estimator</ShellLink>
        </li>
        <li>
          <ShellLink href="/home-report">Home report</ShellLink>
        </li>
        <li>
          <ShellLink href="/contact-us">Contact us</ShellLink>
        </li>
      </ul>
    </NotFound>
  );
}

import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MaintenanceState } from '../../app/root';
import { formatUsefulLife, USEFUL_LIVES, type UsefulLife } from './useful-lives';

const Page = styled.section`
  max-width: 960px;
  margin: 0 auto;
  padding: 40px 24px;
  h1 {
    margin: 0 0 8px;
    font-size: 2rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  h2 {
    margin: 32px 0 12px;
    font-size: 1.2rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 680px;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  th,
  td {
    text-align: left;
    padding: 10px 16px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Source = styled.p`
  margin-top: 24px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function groupByArea(lives: readonly UsefulLife[]): [UsefulLife['group'], UsefulLife[]][] {
  const groups = new Map<UsefulLife['group'], UsefulLife[]>();
  for (const life of lives) groups.set(life.group, [...(groups.get(life.group) ?? []), life]);
  return [...groups.entries()];
}

/** `/my-maintenance/app`: how long each part of a home lasts, the base of the maintenance plan. */
export function MaintenancePlanPage() {
  const session = useSelector((s: MaintenanceState) => s.session.current);
  const home = session?.myHome;
  return (
    <Page>
      <h1>Your maintenance plan</h1>
      <Lead>
        {home
          ? `For ${home.address}, ${home.city}: plan care and replacements before things fail.`
          : 'Every part of a home wears out on its own schedule. Plan care and replacements before things fail.'}{' '}
        {session?.isLoggedIn ? null : (
          <>
            <Link to="/login?referrer=/my-maintenance/app">Sign in</Link> to keep a plan for your home.
          </>
        )}
      </Lead>
      {groupByArea(USEFUL_LIVES).map(([group, lives]) => (
        <div key={group}>
          <h2>{group}</h2>
          <Table>
            <thead>
              <tr>
                <th scope="col">Component</th>
                <th scope="col">Expected useful life</th>
              </tr>
            </thead>
            <tbody>
              {lives.map((life) => (
                <tr key={life.component}>
                  <td>{life.component}</td>
                  <td>{formatUsefulLife(life)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      ))}
      <Source>Source: NAHB / Bank of America Home Equity, Study of Life Expectancy of Home Components (2007).</Source>
    </Page>
  );
}

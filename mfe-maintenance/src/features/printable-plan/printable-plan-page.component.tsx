import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, useSession, media } from '@homeworth/shared-lib';
import { keyContactsOf, TRADES_TO_FILL } from '@homeworth/shared-lib/domain';
import type { MaintenanceState } from '../../app/root';
import { Actions, formatMinutes, MaintenancePage, Notice, SampleBadge } from '../../ui/maintenance-ui';
import { planPdfUrl } from '../../shared/plan/maintenance-plan.api';
import { formatMonth, formatShortDay, localToday, monthOf } from '../../shared/plan/plan-dates';
import { printableOpened } from './printable-plan.slice';
import { countOf } from '@homeworth/shared-lib/domain/money-and-units';

// Printing shows this page alone: everything else on the site (the shell's header and footer) is
// hidden, the page starts at the top left, and no row or contact line is cut between two sheets.
// Letter and A4 alike: the page size is left to the printer ("auto"), margins fit both.
const PRINT_CSS = `
@page { size: auto; margin: 12mm; }
${media.print} {
  body * { visibility: hidden; }
  #printable-plan, #printable-plan * { visibility: visible; }
  #printable-plan { position: absolute; left: 0; top: 0; width: 100%; padding: 0; }
  #printable-plan .no-print { display: none; }
  #printable-plan tr, #printable-plan li, #printable-plan dl div { break-inside: avoid; page-break-inside: avoid; }
  #printable-plan h2, #printable-plan h3 { break-after: avoid; page-break-after: avoid; }
}
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 8px 16px;
  margin: 0 0 16px;
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Months = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  gap: 12px 24px;
  section {
    min-width: 0;
  }
  h3 {
    margin: 12px 0 4px;
    color: ${({ theme }) => theme.colors.secondary};
    border-bottom: 2px solid ${({ theme }) => theme.colors.secondary};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding: 4px 0;
  }
  label {
    display: flex;
    gap: 8px;
    align-items: flex-start;
    min-height: 32px;
  }
  input {
    width: 18px;
    height: 18px;
    margin-top: 2px;
    flex: none;
  }
  .meta {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
  ${media.print} {
    display: block;
    section {
      break-inside: auto;
    }
  }
`;

const Contacts = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 8px 6px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  td.line {
    min-width: 90px;
  }
`;

/** `/my-maintenance/printable`: the year by month with checkboxes, the home's facts and key contacts; print or PDF. */
export function PrintablePlanPage() {
  const dispatch = useDispatch();
  const session = useSession();
  const { plan, error } = useSelector((s: MaintenanceState) => s.printablePlan);
  const home = session.isLoggedIn ? (session.myHome?.userPropertyId ?? null) : null;
  useEffect(() => {
    dispatch(printableOpened({ home, from: monthOf(localToday()) }));
  }, [dispatch, home]);

  const h = plan?.home;
  const contacts = plan ? keyContactsOf(plan.history) : [];
  return (
    <MaintenancePage id="printable-plan">
      <style>{PRINT_CSS}</style>
      <h1>{h ? `Maintenance plan: ${h.address}` : 'Printable maintenance plan'}</h1>
      {plan ? (
        <p className="lead">
          {formatMonth(plan.months[0]!.month)} to {formatMonth(plan.months.at(-1)!.month)}. Tick each task as you do it.
        </p>
      ) : null}
      {h && h.userPropertyId === null ? (
        <p>
          <SampleBadge>Sample data</SampleBadge> The plan of a sample home.{' '}
          <Link className="no-print" to="/my-maintenance/app">
            Sign in and claim your home
          </Link>{' '}
          for your own.
        </p>
      ) : h?.isSample ? (
        <p>
          <SampleBadge>Sample data</SampleBadge> The home’s facts come from sample property records.
        </p>
      ) : null}
      <Actions className="no-print">
        <Button onClick={() => window.print()}>Print</Button>
        <a href={planPdfUrl(h?.userPropertyId ?? null)} download>
          Download PDF
        </a>
        <Link to="/my-maintenance/app">Back to the plan</Link>
      </Actions>
      {error ? (
        <Notice $tone="error" role="alert">
          {error}
        </Notice>
      ) : null}
      {h && plan ? (
        <>
          <h2>The home</h2>
          <Facts data-testid="home-facts">
            <div>
              <dt>Address</dt>
              <dd>
                {h.address}, {h.city}, {h.state} {h.zipCode}
              </dd>
            </div>
            <div>
              <dt>Year built</dt>
              <dd>{h.yearBuilt}</dd>
            </div>
            <div>
              <dt>Size</dt>
              <dd>{h.buildingArea.toLocaleString('en-US')} sq ft</dd>
            </div>
            <div>
              <dt>Bedrooms and bathrooms</dt>
              <dd>
                {countOf(h.bedrooms, 'bedroom')}, {countOf(h.bathrooms, 'bathroom')}
              </dd>
            </div>
            <div>
              <dt>Climate zone</dt>
              <dd>{h.climateZone.label}</dd>
            </div>
          </Facts>
          <h2 id="contacts-title">Key contacts</h2>
          <Contacts aria-labelledby="contacts-title">
            <thead>
              <tr>
                <th scope="col">Who</th>
                <th scope="col">Work done</th>
                <th scope="col">Phone</th>
              </tr>
            </thead>
            <tbody>
              {contacts.map((c) => (
                <tr key={c.name}>
                  <td>{c.name}</td>
                  <td>
                    {c.work.join(', ')} (last {formatShortDay(c.lastVisit)})
                  </td>
                  <td className="line" />
                </tr>
              ))}
              {TRADES_TO_FILL.map((trade) => (
                <tr key={trade}>
                  <td>{trade}:</td>
                  <td />
                  <td className="line" />
                </tr>
              ))}
            </tbody>
          </Contacts>
          <h2>The year by month</h2>
          <Months data-testid="year-months">
            {plan.months.map(({ month, occurrences }) => (
              <section key={month} aria-labelledby={`month-${month}`}>
                <h3 id={`month-${month}`}>{formatMonth(month)}</h3>
                {occurrences.length === 0 ? (
                  <p className="meta">Nothing planned.</p>
                ) : (
                  <ul>
                    {occurrences.map((o) => (
                      <li key={`${o.taskId}-${o.date}`}>
                        <label>
                          <input type="checkbox" defaultChecked={o.status === 'done'} />
                          <span>
                            {o.title}{' '}
                            <span className="meta">
                              {formatShortDay(o.date)} · {o.doneBy === 'PRO' ? 'professional' : 'DIY'} · {formatMinutes(o.minutes)}
                            </span>
                          </span>
                        </label>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </Months>
        </>
      ) : null}
    </MaintenancePage>
  );
}

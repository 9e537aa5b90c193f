import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Modal, media } from '@homeworth/shared-lib';
import { displayDate, homeAddressLine } from '@homeworth/shared-lib/domain';
import type { PropertyReportState } from '../../app/root';
import { ReportPage, ReportPageHead } from '../../ui/report-page.component';
import type { ReportHistoryEntry } from './report-history.api';
import { entryDeleteRequested, historyRequested } from './report-history.slice';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 16px 20px;
    border-radius: 12px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    ${media.below('xs')} {
      padding: 14px;
    }
  }
  h2 {
    margin: 0;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  .meta {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
  .bought {
    margin-left: 8px;
    padding: 2px 10px;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.successTint};
    color: ${({ theme }) => theme.colors.success};
    font-size: 0.8rem;
    font-weight: 700;
  }
  .actions {
    display: flex;
    gap: 8px;
    align-items: center;
  }
  a.open {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 18px;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onDark};
    text-decoration: none;
  }
`;
const Empty = styled.div`
  padding: 24px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0 0 12px;
  }
`;

// Dates by the spec's display rule: "No date" / "Date format is not valid" rather than "Invalid Date".
function describe(e: ReportHistoryEntry): string {
  if (!e.lastOpenedAt) return `Bought ${displayDate(e.activityAt)}; not opened since`;
  return `Opened ${displayDate(e.lastOpenedAt)}${e.openCount > 1 ? `, ${e.openCount} times in all` : ''}`;
}

/** `/ihome-report-history`: every home report the user opened or bought, newest first, to reopen or delete. */
export function ReportHistoryPage() {
  const dispatch = useDispatch();
  const session = useSelector((s: PropertyReportState) => s.session.current);
  const { status, entries, deleting, error } = useSelector((s: PropertyReportState) => s.reportHistory);
  const [confirming, setConfirming] = useState<ReportHistoryEntry | null>(null);
  const signedIn = session?.isLoggedIn ?? false;
  useEffect(() => {
    if (signedIn) dispatch(historyRequested());
  }, [dispatch, signedIn]);

  return (
    <ReportPage>
      <ReportPageHead>
        <h1>Report history</h1>
        <p>Every home report you opened or bought, newest first.</p>
      </ReportPageHead>
      {session === null ? (
        <p aria-busy="true">Loading…</p>
      ) : !signedIn ? (
        <Empty>
          <p>Sign in to see the home reports you opened or bought.</p>
          <Link to={`/login?referrer=${encodeURIComponent('/ihome-report-history')}`}>Sign in</Link>
        </Empty>
      ) : status === 'error' ? (
        <p role="alert">Your report history could not be loaded. Please reload the page.</p>
      ) : status !== 'ready' ? (
        <p aria-busy="true">Loading your report history…</p>
      ) : entries.length === 0 ? (
        <Empty>
          <p>You have not opened a home report yet.</p>
          <Link to="/dashboard">Look up a home</Link>
        </Empty>
      ) : (
        <>
          {error ? <p role="alert">{error}</p> : null}
          <List aria-label="Home reports" data-testid="report-history">
            {entries.map((e) => (
              <li key={e.kukunId}>
                <div>
                  <h2>
                    {homeAddressLine(e)}
                    {e.bought ? <span className="bought">Bought</span> : null}
                  </h2>
                  <p className="meta">{describe(e)}</p>
                </div>
                <div className="actions">
                  <Link className="open" to={`/properties/${e.kukunId}`}>
                    Reopen<span className="visually-hidden"> the report of {e.address}</span>
                  </Link>
                  <Button variant="secondary" loading={deleting === e.kukunId} disabled={deleting !== null} onClick={() => setConfirming(e)}>
                    Delete<span className="visually-hidden"> {e.address} from the history</span>
                  </Button>
                </div>
              </li>
            ))}
          </List>
        </>
      )}
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Delete this report from your history?"
        actions={
          <>
            <Button
              onClick={() => {
                if (confirming) dispatch(entryDeleteRequested({ kukunId: confirming.kukunId }));
                setConfirming(null);
              }}
            >
              Delete from history
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Keep it
            </Button>
          </>
        }
      >
        <p>{confirming ? homeAddressLine(confirming) : ''} leaves your report history. A home you bought stays yours; opening its report again puts it back in the list.</p>
      </Modal>
    </ReportPage>
  );
}

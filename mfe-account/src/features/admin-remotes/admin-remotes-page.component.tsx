import { Link } from 'react-router-dom';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button, navigateTo, useSession } from '@homeworth/shared-lib';
import { StackedTable, type StackedTableColumn } from '@homeworth/shared-lib/stacked-table';
import type { AccountState } from '../../app/root-reducer';
import { AdminNav } from '../../ui/admin-nav.component';
import { FormError } from '../../ui/auth-card.component';
import { Card, ContractorPage, SmallPrint } from '../../ui/contractor-ui';
import type { RemoteHealth, RemoteRelease, VersionStats } from './admin-remotes.api';
import { healthRequested, rollbackRequested } from './admin-remotes.slice';

/** The remote health page's own path (under the account area's /user/*). */
export const ADMIN_REMOTES_PATH = '/user/admin/remotes';

const Wrap = styled.div`
  overflow-wrap: anywhere;
`;

const History = styled.ol`
  margin: 8px 0 0;
  padding-left: 20px;
`;

/** One version's row: its loads over the last hour and day. */
interface VersionRow {
  version: string;
  role: string;
  hour: VersionStats | undefined;
  day: VersionStats | undefined;
}

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const rate = (stats: VersionStats | undefined) => (stats ? `${(stats.failureRate * 100).toFixed(1)}%` : '—');
const times = (stats: VersionStats | undefined) => (stats && stats.p50Ms !== null ? `${stats.p50Ms} / ${stats.p95Ms ?? '—'} ms` : '—');

const Period = styled.span`
  display: block;
  white-space: normal;
`;

// One cell per period, its three figures on their own lines: seven narrow columns did not fit a card.
function PeriodCell({ stats }: { stats: VersionStats | undefined }) {
  if (!stats || stats.loads === 0) return <Period>No loads</Period>;
  return (
    <>
      <Period>{stats.loads} loads</Period>
      <Period>{rate(stats)} failed</Period>
      <Period>p50 / p95: {times(stats)}</Period>
    </>
  );
}

const COLUMNS: readonly StackedTableColumn<VersionRow>[] = [
  { label: 'Version', rowHeader: true, cell: (row) => <Wrap>{row.role ? `${row.version} (${row.role})` : row.version}</Wrap> },
  { label: 'Last hour', numeric: true, cell: (row) => <PeriodCell stats={row.hour} /> },
  { label: 'Last day', numeric: true, cell: (row) => <PeriodCell stats={row.day} /> },
];

/** The versions of one remote seen in the last day, with the live and canary ones even before any load. */
function versionRows(health: RemoteHealth, release: RemoteRelease): VersionRow[] {
  const ofRemote = (list: VersionStats[]) => list.filter((s) => s.remote === release.remote);
  const versions = new Set([release.liveReportedAs, ...(release.canary ? [release.canary.reportedAs] : []), ...ofRemote(health.lastDay).map((s) => s.version)]);
  return [...versions].map((version) => ({
    version,
    role: version === release.liveReportedAs ? 'live' : version === release.canary?.reportedAs ? 'canary' : '',
    hour: ofRemote(health.lastHour).find((s) => s.version === version),
    day: ofRemote(health.lastDay).find((s) => s.version === version),
  }));
}

function RemoteCard({ health, release, busy }: { health: RemoteHealth; release: RemoteRelease; busy: boolean }) {
  const dispatch = useDispatch();
  const headingId = `remote-${release.remote}`;
  const previous = release.previous[0];
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{release.remote}</h2>
      <Wrap>
        <p>
          Live: <strong>{release.live.version}</strong>
          {release.canary ? (
            <>
              {' '}
              · Canary: <strong>{release.canary.version}</strong> to {release.canary.percent}% of browsers since {when(release.canary.since)}
            </>
          ) : null}
        </p>
      </Wrap>
      <StackedTable caption={`Loads of ${release.remote}`} columns={COLUMNS} rows={versionRows(health, release)} rowKey={(row) => row.version} />
      <SmallPrint>Failed counts refused, broken and timed-out loads; p50 and p95 are the load times of the successful ones.</SmallPrint>
      {previous ? (
        <Button type="button" variant="secondary" disabled={busy} onClick={() => dispatch(rollbackRequested(release.remote))}>
          Roll back {release.remote} to {previous.version}
        </Button>
      ) : (
        <SmallPrint>No earlier version to roll back to.</SmallPrint>
      )}
      <h3>Release history</h3>
      {release.history.length === 0 ? (
        <SmallPrint>No releases recorded yet.</SmallPrint>
      ) : (
        <History aria-label={`Release history of ${release.remote}`}>
          {release.history.map((event) => (
            <li key={`${event.at}-${event.kind}-${event.to ?? ''}`}>
              <Wrap>
                {when(event.at)}: {event.kind} from {event.from ?? '—'} to {event.to ?? '—'} by {event.by}
                {event.reason ? ` (${event.reason})` : ''}
              </Wrap>
            </li>
          ))}
        </History>
      )}
    </Card>
  );
}

/** `/user/admin/remotes`: for admins, how each remote loads in users' browsers, its releases, and a rollback. */
export function AdminRemotesPage() {
  const dispatch = useDispatch();
  const { isLoggedIn } = useSession();
  const { health, forbidden, twoStepMissing, error, notice, busyRemote } = useSelector((s: AccountState) => s.adminRemotes);

  useEffect(() => {
    if (!isLoggedIn) navigateTo(`/login?referrer=${ADMIN_REMOTES_PATH}`, { replace: true });
    else dispatch(healthRequested());
  }, [dispatch, isLoggedIn]);

  return (
    <ContractorPage>
      <AdminNav />
      <h1>Remote health</h1>
      {error ? <FormError role="alert">{error}</FormError> : null}
      {twoStepMissing ? <Link to="/user/edit-profile#two-step-nav">Set up two-step sign-in in your profile</Link> : null}
      <div role="status">{notice ? <p>{notice}</p> : null}</div>
      {forbidden ? null : health === null ? (
        <div aria-busy="true" style={{ minHeight: '40vh' }} />
      ) : health.remotes.length === 0 ? (
        <Card>
          <p>No remotes are listed in remotes.json.</p>
        </Card>
      ) : (
        health.remotes.map((release) => <RemoteCard key={release.remote} health={health} release={release} busy={busyRemote !== null} />)
      )}
    </ContractorPage>
  );
}

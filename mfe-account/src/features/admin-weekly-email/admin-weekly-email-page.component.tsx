import { Link } from 'react-router-dom';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, navigateTo, useSession } from '@homeworth/shared-lib';
import { StackedTable, type StackedTableColumn } from '@homeworth/shared-lib/stacked-table';
import type { AccountState } from '../../app/root-reducer';
import { AdminNav } from '../../ui/admin-nav.component';
import { FormError } from '../../ui/auth-card.component';
import { Card, ContractorPage, SmallPrint } from '../../ui/contractor-ui';
import type { WeeklyEmailRuns } from './admin-weekly-email.api';
import { weeklyRunsRequested } from './admin-weekly-email.slice';

/** The weekly email page's own path (under the account area's /user/*). */
export const ADMIN_WEEKLY_EMAIL_PATH = '/user/admin/weekly-email';

type Run = WeeklyEmailRuns['runs'][number];

const STATUS_WORDS: Record<Run['status'], string> = { planning: 'Planning batches', sending: 'Sending', done: 'Done' };
const count = (n: number) => n.toLocaleString('en-US');
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—');

const COLUMNS: readonly StackedTableColumn<Run>[] = [
  { label: 'Week', rowHeader: true, cell: (run) => (run.pass > 1 ? `${run.week} (pass ${run.pass})` : run.week) },
  { label: 'State', cell: (run) => STATUS_WORDS[run.status] },
  { label: 'Batches done', numeric: true, cell: (run) => `${count(run.batchesDone)} of ${count(run.batchesTotal)}` },
  { label: 'Opted-in users', numeric: true, cell: (run) => count(run.usersTotal) },
  { label: 'Sent', numeric: true, cell: (run) => count(run.sent) },
  { label: 'Skipped', numeric: true, cell: (run) => count(run.skipped) },
  { label: 'Failed sends', numeric: true, cell: (run) => count(run.failed) },
  { label: 'Started', cell: (run) => when(run.startedAt) },
  { label: 'Finished', cell: (run) => when(run.finishedAt) },
];

/** `/user/admin/weekly-email`: for admins, how far each week's maintenance email has gone. */
export function AdminWeeklyEmailPage() {
  const dispatch = useDispatch();
  const { isLoggedIn } = useSession();
  const { runs, forbidden, twoStepMissing, error } = useSelector((s: AccountState) => s.adminWeeklyEmail);

  useEffect(() => {
    if (!isLoggedIn) navigateTo(`/login?referrer=${ADMIN_WEEKLY_EMAIL_PATH}`, { replace: true });
    else dispatch(weeklyRunsRequested());
  }, [dispatch, isLoggedIn]);

  const lastError = runs?.find((r) => r.lastError)?.lastError;
  return (
    <ContractorPage>
      <AdminNav />
      <h1>Weekly maintenance email</h1>
      {error ? <FormError role="alert">{error}</FormError> : null}
      {twoStepMissing ? <Link to="/user/edit-profile#two-step-nav">Set up two-step sign-in in your profile</Link> : null}
      {forbidden ? null : (
        <Card aria-labelledby="runs-heading">
          <h2 id="runs-heading">Runs of the last 12 weeks</h2>
          <Button type="button" onClick={() => dispatch(weeklyRunsRequested())}>
            Refresh
          </Button>
          {runs === null ? (
            <div aria-busy="true" style={{ minHeight: '30vh' }} />
          ) : runs.length === 0 ? (
            <p>No run yet: the email goes out on its weekly schedule.</p>
          ) : (
            <>
              <StackedTable caption="Weekly email runs, newest first" columns={COLUMNS} rows={runs} rowKey={(run) => run.week} />
              {lastError ? <p>Last failed send: {lastError}</p> : null}
            </>
          )}
          <SmallPrint>
            Each week the opted-in users are sent in batches of 500; a user gets at most one email a week. Skipped: nothing due that week, or another run was already sending it.
            Failed sends are retried with their batch.
          </SmallPrint>
        </Card>
      )}
    </ContractorPage>
  );
}

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Button, Card, useSession } from '@homeworth/shared-lib';
import type { MaintenanceState } from '../../app/root';
import { Actions, Callout, MaintenancePage, Notice, SampleBadge } from '../../ui/maintenance-ui';
import { customTaskRequested, monthOpened, planOpened, taskChangeRequested } from './maintenance-plan.slice';
import type { PlanHome } from '../../shared/plan/maintenance-plan.api';
import { PlanTabs } from './plan-tabs.component';
import { localToday } from '../../shared/plan/plan-dates';
import type { TaskDialog } from './task-dialogs.component';

// The dialogs and their forms load with the first one opened, not with the plan.
const TaskDialogs = lazy(() => import('./task-dialogs.component').then((m) => ({ default: m.TaskDialogs })));

const REFERRER = encodeURIComponent('/my-maintenance/app');

/** Who is looking at whose plan: the sample home gets a call to sign in or to claim a home. */
function SampleCall({ signedIn, onClaim }: { signedIn: boolean; onClaim: () => void }) {
  return (
    <Callout data-testid="sample-call">
      <p>
        <SampleBadge>Sample data</SampleBadge> This is the plan of a sample home.{' '}
        {signedIn ? 'Add and claim your home to get a plan made for it.' : 'Sign in or create a free account and claim your home to get a plan made for it.'}
      </p>
      <Actions>
        {signedIn ? null : <Link to={`/login?referrer=${REFERRER}`}>Sign in</Link>}
        <Button variant="secondary" onClick={onClaim}>
          {signedIn ? 'Add and claim your home' : 'How to get your own plan'}
        </Button>
      </Actions>
    </Callout>
  );
}

function homeLine(home: PlanHome): string {
  return `${home.address}, ${home.city}, ${home.state} ${home.zipCode} · built ${home.yearBuilt} · ${home.climateZone.label}`;
}

/** `/my-maintenance/app`: the home's maintenance plan: tasks by week, month and status, own tasks, budget, reminders. */
export function MaintenancePlanPage({
  aside,
}: {
  /** Shown under the plan: the route passes the budget and reminders, features of their own. */ aside?: (home: PlanHome) => ReactNode;
}) {
  const dispatch = useDispatch();
  const session = useSession();
  const plan = useSelector((s: MaintenanceState) => s.maintenancePlan);
  const [dialog, setDialog] = useState<TaskDialog>(null);
  // The browser's own day: the week is the visitor's week, wherever they are.
  const today = localToday();
  const chosenHome = session.isLoggedIn ? (session.myHome?.userPropertyId ?? null) : null;
  const openDialog = (next: TaskDialog) => setDialog(next);

  useEffect(() => {
    dispatch(planOpened({ home: chosenHome, today }));
  }, [dispatch, chosenHome, today]);

  const overview = plan.overview;
  const home = overview?.home;
  // The user's own home that the my_home cookie says is not claimed yet.
  const unclaimed = Boolean(home?.userPropertyId && session.myHome?.userPropertyId === home.userPropertyId && session.myHome.claimed === false);
  return (
    <MaintenancePage>
      <h1>{home && home.userPropertyId !== null ? 'Your maintenance plan' : 'Home maintenance plan'}</h1>
      {home ? (
        <p className="lead" data-testid="plan-home">
          {homeLine(home)}{' '}
          {home.isSample && home.userPropertyId !== null ? <SampleBadge title="The home's facts come from sample property records">Sample data</SampleBadge> : null}
        </p>
      ) : (
        <p className="lead">Loading the plan…</p>
      )}
      {home && home.userPropertyId === null ? <SampleCall signedIn={session.isLoggedIn} onClaim={() => openDialog({ kind: 'claim-home' })} /> : null}
      {home && home.userPropertyId !== null ? (
        <Actions>
          <Link to="/my-maintenance/user-property">Switch home</Link>
          <Link to="/my-maintenance/printable">Printable year plan</Link>
          {unclaimed ? (
            <Button variant="secondary" onClick={() => openDialog({ kind: 'claim-home' })}>
              Claim this home
            </Button>
          ) : null}
        </Actions>
      ) : null}
      <div role="status" aria-live="polite">
        {plan.notice ? (
          <Notice $tone="success" data-testid="plan-notice">
            {plan.notice}
          </Notice>
        ) : null}
      </div>
      {plan.error ? (
        <Notice $tone="error" role="alert">
          {plan.error}
        </Notice>
      ) : null}
      {overview && home ? (
        <>
          <PlanTabs
            overview={overview}
            today={plan.today ?? today}
            month={plan.month}
            occurrences={plan.occurrences}
            changing={plan.changing}
            onMonth={(m) => dispatch(monthOpened(m))}
            onDialog={openDialog}
            onChange={(change) => dispatch(taskChangeRequested(change))}
          />
          {!home.readOnly && home.userPropertyId ? (
            <Card aria-labelledby="custom-task-title">
              <h2 id="custom-task-title">Add your own task</h2>
              <p className="lead">Anything your home needs that the plan does not list, repeating as often as you say.</p>
              <Button loading={plan.changing === 0} onClick={() => openDialog({ kind: 'new' })}>
                Add a task
              </Button>
            </Card>
          ) : null}
          {aside?.(home)}
        </>
      ) : null}
      {dialog ? (
        <Suspense fallback={null}>
          <TaskDialogs
            dialog={dialog}
            today={today}
            userPropertyId={home?.userPropertyId ?? null}
            unclaimedKukunId={unclaimed && home ? home.kukunId : null}
            onClose={() => setDialog(null)}
            onChange={(change) => dispatch(taskChangeRequested(change))}
            onAdd={(draft) => dispatch(customTaskRequested(draft))}
          />
        </Suspense>
      ) : null}
    </MaintenancePage>
  );
}

import { Button, useSession } from '@homeworth/shared-lib';
import { formatDollars } from '@homeworth/shared-lib/domain';
import type { PlanTask } from '../../shared/plan/maintenance-plan.api';
import { ButtonLink } from '../../ui/maintenance-ui';
import { DialogFooter } from './dialog-form.component';

/** A task's steps, what neglect costs and where the costs come from. */
export function SeeHowContent({ task, onClose }: { task: PlanTask; onClose: () => void }) {
  return (
    <div>
      {task.why ? <p>{task.why}</p> : null}
      {task.how.length > 0 ? (
        <ol data-testid="how-steps">
          {task.how.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      ) : (
        <p>This is your own task: do it the way you planned.</p>
      )}
      {task.neglectCost ? (
        <p>
          If it is neglected: {task.neglectCost.text} ({formatDollars(task.neglectCost.amount)}; {task.neglectCost.source}).
        </p>
      ) : null}
      {task.cost.source ? <p>Costs: {task.cost.source}.</p> : null}
      <DialogFooter>
        <Button onClick={onClose}>Close</Button>
      </DialogFooter>
    </div>
  );
}

/** Deleting a task of the owner's own: its history stays. */
export function RemoveTaskContent({ task, onCancel, onConfirm }: { task: PlanTask; onCancel: () => void; onConfirm: () => void }) {
  return (
    <div>
      <p>“{task.title}” leaves your plan and your calendar feed. The times you did it stay in your history.</p>
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm}>Delete task</Button>
      </DialogFooter>
    </div>
  );
}

/**
 * Why claim a home, and the way there: sign in, add the home, then prove ownership.
 * `kukunId`: the user's own home still to claim; null on the sample plan.
 */
export function ClaimHomeContent({ kukunId, onClose }: { kukunId: number | null; onClose: () => void }) {
  const session = useSession();
  const referrer = encodeURIComponent('/my-maintenance/app');
  return (
    <div>
      <p>A claimed home gets a plan made for its own age, climate and systems, reminders by e-mail and a replacement budget.</p>
      <ol>
        {session.isLoggedIn ? null : <li>Sign in or create a free account.</li>}
        {kukunId ? null : <li>Add your home by its address.</li>}
        <li>Confirm you own it: by the parcel number on your tax bill, a code we mail to the home, or a deed or tax bill you upload.</li>
      </ol>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          Not now
        </Button>
        {!session.isLoggedIn ? (
          <ButtonLink to={`/signup?user=homeowner&referrer=${referrer}`}>Create a free account</ButtonLink>
        ) : kukunId ? (
          <ButtonLink to={`/are-you-the-home-owner?propertyId=${kukunId}`}>Claim this home</ButtonLink>
        ) : (
          <ButtonLink to="/dashboard">Add your home</ButtonLink>
        )}
      </DialogFooter>
    </div>
  );
}

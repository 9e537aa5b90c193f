import { lazy, Suspense, useState } from 'react';
import { Button } from '@homeworth/shared-lib';

const ShareModal = lazy(() => import('./share-modal.component').then((m) => ({ default: m.ShareModal })));

/** What the share modal needs to know about the plan. */
export interface SharePlanProps {
  planId: number;
  projectName: string;
}

/**
 * "Share" on a saved plan: email it to a list (email + relationship rows, the spec's share entry),
 * email the PDF report to yourself, and a read-only link to copy or turn off.
 */
export function SharePlanButton({ planId, projectName }: SharePlanProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-label={`Share ${projectName} estimate`} aria-haspopup="dialog">
        Share
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ShareModal planId={planId} projectName={projectName} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

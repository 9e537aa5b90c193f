import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { PropertyReportState } from '../app/root';
import type { ReportTarget } from './home-report.api';
import { reportRequested } from './home-report.slice';

/** Loads the report of `target` (null: nothing to load) and returns the report state. */
export function useReport(target: ReportTarget | null) {
  const dispatch = useDispatch();
  const key = target === null ? '' : target.kind === 'sample' ? 'sample' : String(target.kukunId);
  useEffect(() => {
    if (target) dispatch(reportRequested(target));
    // The key captures the target; re-run only when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key]);
  return useSelector((s: PropertyReportState) => s.homeReport);
}

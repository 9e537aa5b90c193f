import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { StackedTable, type StackedTableColumn } from '@homeworth/shared-lib/stacked-table';
import { Card, SmallPrint } from '../../ui/contractor-ui';
import { USAGE_CSV_URL } from './data-products';
import type { DeveloperOrganization, DeveloperUsage } from './developer-portal.api';
import { usageRequested, usePortalState } from './developer-portal.slice';
import { resetDay } from './organization-section.component';
import { dayLabel, daysOfMonth, UsageChart } from './usage-chart.component';
import { thisMonth } from './usage-month';

type Row = Omit<DeveloperUsage['rows'][number], 'keyId'>;

/** The rows by day and route, every key's calls added together (the CSV keeps them by key). */
export function byDayAndRoute(rows: DeveloperUsage['rows']): Row[] {
  const sums = new Map<string, Row>();
  for (const { day, route, calls } of rows) {
    const at = `${day} ${route}`;
    sums.set(at, { day, route, calls: (sums.get(at)?.calls ?? 0) + calls });
  }
  return [...sums.values()];
}
const COLUMNS: readonly StackedTableColumn<Row>[] = [
  { label: 'Day', rowHeader: true, cell: (row) => dayLabel(row.day) },
  { label: 'Route', cell: (row) => <code>{row.route}</code> },
  { label: 'Successful calls', numeric: true, cell: (row) => row.calls.toLocaleString('en-US') },
];

function Quota({ quota }: { quota: DeveloperOrganization['quota'] }) {
  const { limit, used, resetsAt } = quota;
  return (
    <p>
      <strong data-testid="usage-quota-left">{Math.max(0, limit - used).toLocaleString('en-US')}</strong> of {limit.toLocaleString('en-US')} calls left this month; the quota resets
      on {resetDay(resetsAt)}.
    </p>
  );
}

/** `/developers/usage`: successful calls this month by day (chart and table) and by route, the quota left, and the CSV. */
export function UsageSection({ organization }: { organization: DeveloperOrganization }) {
  const dispatch = useDispatch();
  const { usage } = usePortalState('usage');
  useEffect(() => {
    dispatch(usageRequested());
  }, [dispatch]);

  return (
    <Card aria-labelledby="usage-heading">
      <h2 id="usage-heading">Usage this month</h2>
      <Quota quota={usage?.quota ?? organization.quota} />
      {usage === null ? (
        <p role="status">Loading your usage…</p>
      ) : (
        <>
          <UsageChart days={daysOfMonth(usage.byDay, thisMonth().to)} />
          {usage.rows.length === 0 ? (
            <p>No successful calls yet this month.</p>
          ) : (
            <StackedTable
              caption="Successful calls by day and route"
              columns={COLUMNS}
              rows={byDayAndRoute(usage.rows)}
              rowKey={(row) => `${row.day}-${row.route}`}
              footer={['Total', '', usage.total.toLocaleString('en-US')]}
            />
          )}
        </>
      )}
      <p>
        <a href={USAGE_CSV_URL} download>
          Download this month&apos;s usage (CSV)
        </a>
      </p>
      <SmallPrint>Only successful calls count: refused calls (a bad key, a missing scope, a rate limit) are not billed.</SmallPrint>
    </Card>
  );
}

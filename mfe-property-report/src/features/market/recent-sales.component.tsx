import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Button } from '@homeworth/shared-lib';
import { formatDollars } from '@homeworth/shared-lib/domain';
import { StackedTable, type StackedTableColumn } from '@homeworth/shared-lib/stacked-table';
import type { PropertyReportState } from '../../app/root-reducer';
import { formatDay } from '../../ui/report-ui';
import type { RecordedSale } from './market.api';
import { moreSalesRequested } from './market.slice';
import { neighborhoodName } from './neighborhood-filter.component';

const COLUMNS: StackedTableColumn<RecordedSale>[] = [
  {
    label: 'Sold',
    rowHeader: true,
    cell: (s) => (
      <Link to={`/properties/${s.kukunId}`}>
        {formatDay(s.saleDate.slice(0, 10))}
        <span className="visually-hidden">, home{s.neighborhood ? ` in ${neighborhoodName(s.neighborhood)}` : ''}: open its report</span>
      </Link>
    ),
  },
  { label: 'Price', numeric: true, cell: (s) => formatDollars(s.salePrice) },
  { label: 'Area', numeric: true, cell: (s) => `${Math.round(s.livingArea).toLocaleString('en-US')} sq ft` },
  { label: 'Beds / baths', numeric: true, cell: (s) => `${s.bedrooms ?? '–'} / ${s.bathrooms ?? '–'}` },
  { label: 'Built', numeric: true, cell: (s) => s.yearBuilt ?? '–' },
  { label: 'Neighborhood', cell: (s) => (s.neighborhood ? neighborhoodName(s.neighborhood) : '–') },
];

/** The market's sales, most recent first, 20 at a time; each opens the sold home's report. */
export function RecentSales() {
  const dispatch = useDispatch();
  const { sales, nextCursor, salesStatus } = useSelector((s: PropertyReportState) => s.market);
  return (
    <>
      {sales.length > 0 ? <StackedTable aria-labelledby="market-sales" columns={COLUMNS} rows={sales} rowKey={(s) => s.id} /> : null}
      {salesStatus === 'idle' && sales.length === 0 ? <p>No recorded sales here.</p> : null}
      {salesStatus === 'failed' ? <p role="alert">The sales could not be loaded. Please try again.</p> : null}
      {salesStatus === 'loading' && sales.length === 0 ? <p>Loading the sales…</p> : null}
      {nextCursor || salesStatus === 'failed' ? (
        <p>
          <Button variant="secondary" loading={salesStatus === 'loading'} onClick={() => dispatch(moreSalesRequested())}>
            {salesStatus === 'failed' ? 'Try again' : 'Show more'}
          </Button>
        </p>
      ) : null}
    </>
  );
}

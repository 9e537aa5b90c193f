import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import type { PropertyReportState } from '../../app/root-reducer';
import { marketsRequested } from './market.slice';
import { countOf } from '@homeworth/shared-lib/domain/money-and-units';

/** Beside an address search: the loaded markets, whose recorded homes have no street address, searched by neighbourhood instead. */
export function RecordedMarketsLink() {
  const dispatch = useDispatch();
  const markets = useSelector((s: PropertyReportState) => s.market.markets);
  useEffect(() => {
    dispatch(marketsRequested());
  }, [dispatch]);
  if (!markets || markets.length === 0) return null;
  return (
    <p data-testid="recorded-markets">
      Real recorded sales:{' '}
      {markets.map((m, i) => (
        <span key={m.slug}>
          {i > 0 ? ', ' : ''}
          <Link to={`/geo/${m.slug}`}>search {m.name} by neighborhood</Link> ({countOf(m.salesCount, 'sale')})
        </span>
      ))}
      .
    </p>
  );
}

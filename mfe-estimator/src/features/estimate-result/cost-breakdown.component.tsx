import styled from 'styled-components';
import { theme } from '@homeworth/shared-lib';
// Bundled into the apps that use it, not part of the shared singleton every first load fetches.
import { StackedTable } from '@homeworth/shared-lib/stacked-table';
import { formatDollars, type EstimateLineItem, type LineItemKind } from '@homeworth/shared-lib/domain';
import { media } from '@homeworth/shared-lib';
import { lineShare } from './estimate-words';

// Bar colours by line item; each keeps 3:1 contrast against white as a graphic (WCAG 1.4.11).
const COLOURS: Readonly<Record<LineItemKind, string>> = theme.chart;

const Bars = styled.ul`
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  display: grid;
  gap: 14px;
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 6px 12px;
    align-items: baseline;
  }
  .name {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  .value {
    font-variant-numeric: tabular-nums;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.secondary};
  }
  .share {
    font-weight: 500;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .track {
    grid-column: 1 / -1;
    height: 12px;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.subtle};
    overflow: hidden;
  }
  .bar {
    height: 100%;
    border-radius: 999px;
  }
`;

// On a phone the chart already shows each line's cost and share: the table would repeat it, so only the total is added.
const PhoneTotal = styled.p`
  display: none;
  ${media.below('xs')} {
    display: flex;
    justify-content: space-between;
    margin: 0;
    font-weight: 700;
  }
`;

const LineItemsTable = styled.div`
  ${media.below('xs')} {
    display: none;
  }
`;

const Swatch = styled.span`
  display: inline-block;
  width: 10px;
  height: 10px;
  margin-right: 8px;
  border-radius: 2px;
`;

/** Line items as a bar chart (text values beside every bar) and as a table with the total. */
export function CostBreakdown({ lineItems, total, labelledBy }: { lineItems: readonly EstimateLineItem[]; total: number; labelledBy: string }) {
  const largest = Math.max(...lineItems.map((l) => l.amount), 1);
  return (
    <>
      <figure style={{ margin: 0 }} aria-labelledby={labelledBy}>
        <Bars>
          {lineItems.map((line) => (
            <li key={line.kind} data-testid={`bar-${line.kind}`}>
              <span className="name">{line.label}</span>
              <span className="value">
                {formatDollars(line.amount)} <span className="share">({lineShare(line.amount, total)})</span>
              </span>
              <div className="track" aria-hidden="true">
                <div className="bar" style={{ width: `${(line.amount / largest) * 100}%`, background: COLOURS[line.kind] }} />
              </div>
            </li>
          ))}
        </Bars>
      </figure>
      <PhoneTotal data-testid="breakdown-total">
        <span>Total</span>
        <span>{formatDollars(total)}</span>
      </PhoneTotal>
      <LineItemsTable>
        <StackedTable
          caption="Line items"
          rows={lineItems}
          rowKey={(line) => line.kind}
          columns={[
            {
              label: 'Item',
              rowHeader: true,
              cell: (line) => (
                <span>
                  <Swatch style={{ background: COLOURS[line.kind] }} aria-hidden="true" />
                  {line.label}
                </span>
              ),
            },
            { label: 'Share', numeric: true, cell: (line) => lineShare(line.amount, total) },
            { label: 'Cost', numeric: true, cell: (line) => formatDollars(line.amount) },
          ]}
          footer={['Total', '100%', formatDollars(total)]}
        />
      </LineItemsTable>
    </>
  );
}

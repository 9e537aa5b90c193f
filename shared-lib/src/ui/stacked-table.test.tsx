import { render, screen, within } from '@testing-library/react';
import { StackedTable, type StackedTableColumn } from './stacked-table';
import { MockProviders } from '../mock';

interface Sale {
  address: string;
  price: number;
}
const columns: StackedTableColumn<Sale>[] = [
  { label: 'Address', cell: (s) => s.address, rowHeader: true },
  { label: 'Price', cell: (s) => `$${s.price}`, numeric: true },
];
const sales: Sale[] = [
  { address: '1 Elm St', price: 400 },
  { address: '2 Oak Ave', price: 520 },
];

// jsdom does not evaluate media queries: these check the structure the phone layout relies on.
describe('StackedTable', () => {
  it('is a table with column headings, a caption and one row per item', () => {
    render(
      <MockProviders>
        <StackedTable caption="Recent sales" columns={columns} rows={sales} rowKey={(s) => s.address} />
      </MockProviders>,
    );
    const table = screen.getByRole('table', { name: 'Recent sales' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Address', 'Price']);
    expect(within(table).getByRole('rowheader', { name: '2 Oak Ave' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('can be named by a heading of the page', () => {
    render(
      <MockProviders>
        <h2 id="sales-title">Sales nearby</h2>
        <StackedTable aria-labelledby="sales-title" columns={columns} rows={sales} rowKey={(s) => s.address} />
      </MockProviders>,
    );
    expect(screen.getByRole('table', { name: 'Sales nearby' })).toBeTruthy();
  });

  it('labels every body and footer cell with its column, for the card layout', () => {
    const { container } = render(
      <MockProviders>
        <StackedTable columns={columns} rows={sales} rowKey={(s) => s.address} footer={['Total', '$920']} />
      </MockProviders>,
    );
    const cells = [...container.querySelectorAll('tbody th, tbody td, tfoot th, tfoot td')];
    expect(cells.map((c) => `${c.getAttribute('data-label')}: ${c.textContent}`)).toEqual([
      'Address: 1 Elm St',
      'Price: $400',
      'Address: 2 Oak Ave',
      'Price: $520',
      'Address: Total',
      'Price: $920',
    ]);
    expect(container.querySelector('tfoot th[scope="row"]')?.textContent).toBe('Total');
    expect(container.querySelectorAll('td.num')).toHaveLength(3);
  });

  it('turns rows into cards under the xs breakpoint only', () => {
    const { container } = render(
      <MockProviders>
        <StackedTable columns={columns} rows={sales} rowKey={(s) => s.address} />
      </MockProviders>,
    );
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(container.querySelector('table')).toBeTruthy();
    expect(css).toContain('@media (max-width: 599.98px)');
    expect(css).toMatch(/content:\s*attr\(data-label\)/);
  });
});

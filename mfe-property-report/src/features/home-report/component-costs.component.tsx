import { formatDollars } from '@homeworth/shared-lib/domain';
// Bundled into the apps that use it, not part of the shared singleton every first load fetches.
import { StackedTable, type StackedTableColumn } from '@homeworth/shared-lib/stacked-table';
import type { HomeReport } from '../../shared/home-report.api';
import { ScrollX, yearsText } from '../../ui/report-ui';

type Component = HomeReport['condition']['components'][number];

// Every part of the home with its age and what replacing it costs: the figures the maintenance plan,
// the PDF and the digests show for this home.
const COLUMNS: StackedTableColumn<Component>[] = [
  { label: 'Part', rowHeader: true, cell: (c) => c.name },
  { label: 'Age', numeric: true, cell: (c) => `${yearsText(c.age)} (${c.installYear})` },
  { label: 'Life left', numeric: true, cell: (c) => (c.remainingUsefulLife === 0 ? 'Past its life' : yearsText(c.remainingUsefulLife)) },
  { label: 'Replacement cost', numeric: true, cell: (c) => (c.replacementCost === null ? 'n/a' : formatDollars(c.replacementCost)) },
];

/** The table of every component: age, life left and replacement cost. */
export function ComponentCosts({ components }: { components: Component[] }) {
  return (
    <ScrollX tabIndex={0} aria-label="Every part of the home">
      <StackedTable caption="Every part: age and replacement cost" columns={COLUMNS} rows={components} rowKey={(c) => c.key} />
    </ScrollX>
  );
}

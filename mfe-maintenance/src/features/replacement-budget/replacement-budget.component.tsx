import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StackedTable, type StackedTableColumn } from '@homeworth/shared-lib/stacked-table';
import type { MaintenanceState } from '../../app/root';
import { Card, Notice, SmallPrint } from '../../ui/maintenance-ui';
import type { PlanHome } from '../../plan-home';
import type { ComponentLife } from './replacement-budget.api';
import { subscribePaymentCompleted } from '@homeworth/shared-lib';
import { budgetOpened } from './replacement-budget.slice';
import { BudgetLocked } from './budget-locked.component';
import { SpendingChart } from './spending-chart.component';
import { formatDollars, pricesLabel } from '@homeworth/shared-lib/domain';

const SetAside = styled.p`
  font-size: 1.1rem;
  strong {
    font-size: 1.6rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;

const COLUMNS: readonly StackedTableColumn<ComponentLife>[] = [
  { label: 'Component', rowHeader: true, cell: (c) => c.name },
  { label: 'Age', numeric: true, cell: (c) => `${years(c.age)} (${c.installYear})` },
  { label: 'Expected life', numeric: true, cell: (c) => (c.lifeExtension > 0 ? `${years(c.expectedLife)} + ${c.lifeExtension} with care` : years(c.expectedLife)) },
  { label: 'Remaining life', numeric: true, cell: (c) => (c.remainingLife <= 0 ? 'Past its life' : years(Math.round(c.remainingLife))) },
  {
    label: 'Replacement cost',
    numeric: true,
    cell: (c) =>
      c.replacementCost === null ? (
        'Not priced'
      ) : c.estimatorUrl ? (
        <Link to={c.estimatorUrl} aria-label={`${formatDollars(c.replacementCost)}: estimate replacing the ${c.name.toLowerCase()}`}>
          {formatDollars(c.replacementCost)}
        </Link>
      ) : (
        formatDollars(c.replacementCost)
      ),
  },
];

/** Remaining life and replacement budget: per component, the next 10 years' spending and the monthly set-aside. */
export function ReplacementBudget({ home }: { home: PlanHome }) {
  const dispatch = useDispatch();
  const { budget, error, locked } = useSelector((s: MaintenanceState) => s.replacementBudget);
  const reload = () => dispatch(budgetOpened(home.userPropertyId));
  useEffect(() => {
    dispatch(budgetOpened(home.userPropertyId));
    // A purchase paid for this home unlocks it: asked again at once, no reload.
    return subscribePaymentCompleted(() => dispatch(budgetOpened(home.userPropertyId)));
  }, [dispatch, home.userPropertyId]);

  return (
    <Card aria-labelledby="budget-title" data-testid="replacement-budget">
      <h2 id="budget-title">Remaining life and replacement budget</h2>
      <p className="lead">How long each part of the home should last, what replacing it costs, and what to put aside for it.</p>
      {error ? (
        <Notice $tone="error" role="alert">
          {error}
        </Notice>
      ) : null}
      {locked ? <BudgetLocked home={home} requires={locked.requires} userPropertyId={locked.userPropertyId} onUnlocked={reload} /> : null}
      {budget ? (
        <>
          <SetAside data-testid="monthly-set-aside">
            Set aside <strong>{formatDollars(budget.monthlySetAside)}</strong> a month: {formatDollars(budget.total10Years)} of expected replacements over the next 10 years.
          </SetAside>
          <h3 id="spending-title">
            Expected replacement spending, {budget.series[0]?.year} to {budget.series.at(-1)?.year}
          </h3>
          <SpendingChart series={budget.series} />
          <h3 id="components-title">Components</h3>
          <StackedTable aria-labelledby="components-title" columns={COLUMNS} rows={budget.components} rowKey={(c) => c.key} />
          <SmallPrint>
            Expected lives: {[...new Set(budget.components.map((c) => c.lifeSource))].join('; ')}.
            {budget.components.some((c) => c.lifeExtensionSource)
              ? ` Care that extends a life: ${[...new Set(budget.components.map((c) => c.lifeExtensionSource).filter(Boolean))].join('; ')}.`
              : ''}{' '}
            Replacement costs ({pricesLabel(home.state)}) are the estimator’s prices for replacing each component in this home; follow a cost to see how it is priced.
          </SmallPrint>
        </>
      ) : null}
    </Card>
  );
}

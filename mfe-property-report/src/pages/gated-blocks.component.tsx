import type { ComponentType, ReactNode } from 'react';
import { isLockedSection, type LockableReportSection, type LockedSection } from '@homeworth/shared-lib/domain';
import type { HomeReport, ReportAnswer } from '../shared/home-report.api';
import { MaintenanceAndLoansBlocks, NeighborhoodBlock, RecommendedProjectsBlock, RemodelCostLinks } from '../features/home-report/area-sections.component';
import { ComparablesBlock, ConditionBlock, ForecastBlock, PermitsBlock, SalesAndHistoryBlocks } from '../features/home-report/value-sections.component';
import { LockedBlock } from '../features/report-unlock/locked-block.component';

type Preview = Record<string, unknown>;
const num = (p: Preview, key: string) => Number(p[key] ?? 0);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function lockedOf(report: ReportAnswer, section: LockableReportSection): LockedSection | null {
  const value = section === 'propertyItems' ? report.summary.propertyItems : report[section];
  return isLockedSection(value) ? value : null;
}

/** One locked block: its id in the report, its title and the preview line from the API's preview. */
interface LockedPart {
  id: string;
  title: string;
  section: LockableReportSection;
  text: (preview: Preview, report: ReportAnswer) => string;
  /** What every tier sees in this block anyway. */
  open?: (report: ReportAnswer) => ReactNode;
}

/** A report block and the sections it reads; when one is locked, its locked parts are drawn instead. */
export interface GatedBlock {
  Block: ComponentType<{ report: HomeReport }>;
  sections: LockableReportSection[];
  locked: LockedPart[];
}

export const GATED_BLOCKS = {
  forecast: {
    Block: ForecastBlock,
    sections: ['forecast'],
    locked: [{ id: 'forecast', title: '5-year value forecast', section: 'forecast', text: (p) => `Where this home's value is heading over the next ${num(p, 'years')} years.` }],
  },
  condition: {
    Block: ConditionBlock,
    sections: ['condition', 'propertyItems'],
    locked: [
      {
        id: 'property-condition',
        title: 'Condition details',
        section: 'condition',
        text: (p) => `Condition score ${num(p, 'score')} / 100 from ${num(p, 'componentCount')} parts of the home: see which ones lower it and what replacing them costs.`,
      },
    ],
  },
  permits: {
    Block: PermitsBlock,
    sections: ['permits'],
    locked: [
      {
        id: 'permit-history',
        title: 'Permit history',
        section: 'permits',
        text: (p) => `${plural(num(p, 'count'), 'permit', 'permits')} on file for this home, with dates, work and contractors.`,
      },
    ],
  },
  comparables: {
    Block: ComparablesBlock,
    sections: ['comparables'],
    locked: [
      {
        id: 'comparable-home-values',
        title: 'Comparable home values',
        section: 'comparables',
        text: (p) => `${plural(num(p, 'count'), 'similar home', 'similar homes')} nearby, with their values and price per sq ft.`,
      },
    ],
  },
  salesAndHistory: {
    Block: SalesAndHistoryBlocks,
    sections: ['recentSales', 'valueHistory', 'sales'],
    locked: [
      {
        id: 'recent-sales',
        title: 'Recent sales nearby',
        section: 'recentSales',
        text: (p) => `${plural(num(p, 'count'), 'sale', 'sales')} near this home, with prices and dates.`,
      },
      { id: 'history', title: 'Value history', section: 'valueHistory', text: (p) => `This home's value over the last ${num(p, 'years')} years and its past sales.` },
    ],
  },
  neighborhood: {
    Block: NeighborhoodBlock,
    sections: ['neighborhood'],
    locked: [
      {
        id: 'home-report',
        title: 'Neighborhood',
        section: 'neighborhood',
        text: (p) => `Schools nearby and the ${(p.scoreKinds as string[] | undefined)?.join(', ') ?? 'area'} scores.`,
      },
    ],
  },
  recommendedProjects: {
    Block: RecommendedProjectsBlock,
    sections: ['recommendedProjects'],
    locked: [
      {
        id: 'recommended-projects',
        title: 'Recommended projects',
        section: 'recommendedProjects',
        text: (p) => `Costs and returns of ${((p.projectNames as string[] | undefined) ?? []).slice(0, 3).join(', ') || 'projects that suit this home'}.`,
        open: (r) => <RemodelCostLinks city={r.summary.city} links={r.remodelCostLinks} />,
      },
    ],
  },
  maintenanceAndLoans: {
    Block: MaintenanceAndLoansBlocks,
    sections: ['propertyItems'],
    locked: [
      {
        id: 'maintenance',
        title: 'Maintenance',
        section: 'propertyItems',
        text: (p) => `${plural(num(p, 'count'), 'part', 'parts')} of this home to look after, the most urgent first.`,
      },
      { id: 'home-improvement-loans', title: 'Home improvement loans', section: 'propertyItems', text: () => 'Ways to pay for the projects this home needs.' },
    ],
  },
} satisfies Record<string, GatedBlock>;

/**
 * A report block as the caller's tier allows: the block itself when every section it reads came
 * back open, else its locked parts (blurred, with the unlock call to action).
 */
export function Gated({ block, report }: { block: GatedBlock; report: ReportAnswer }) {
  const locks = block.sections.map((s) => lockedOf(report, s));
  if (locks.every((l) => l === null)) {
    // Every section this block reads is open, so the answer has the full shape for it.
    const { Block } = block;
    return <Block report={report as unknown as HomeReport} />;
  }
  return (
    <>
      {block.locked.map((part) => {
        const lock = lockedOf(report, part.section) ?? locks.find((l) => l !== null)!;
        return (
          <LockedBlock key={part.id} id={part.id} title={part.title} preview={part.text(lock.preview, report)} requires={lock.requires} reason={report.access.reason}>
            {part.open?.(report)}
          </LockedBlock>
        );
      })}
    </>
  );
}

import { samplePlanHome } from '@homeworth/shared-lib/test-fixtures';
import { pdfPages } from '../../test/pdf-text';
import { renderMaintenancePlanPdf, rowText, type PrintablePlanContent } from './maintenance-pdf';
import type { Occurrence, PlanHome } from './maintenance.schema';

const home: PlanHome = samplePlanHome({ userPropertyId: 1, kukunId: 7 });

/** A busy year: 14 tasks a month, most with titles long enough to wrap onto a second or third line. */
function busyYear(): PrintablePlanContent['months'] {
  return Array.from({ length: 12 }, (_, m) => {
    const month = `2027-${String(m + 1).padStart(2, '0')}`;
    const occurrences: Occurrence[] = Array.from({ length: 14 }, (_, i) => ({
      date: `${month}-${String(i + 1).padStart(2, '0')}`,
      taskId: m * 100 + i,
      title: `Task ${m}-${i}: ${['test the smoke alarms', LONG, `${LONG} ${LONG}`][(m + i) % 3]}`,
      component: 'roof',
      doneBy: i % 2 ? 'PRO' : 'DIY',
      minutes: 30 + i,
      status: 'projected',
    }));
    return { month, occurrences };
  });
}

const LONG = 'inspect the roof flashing, the chimney crown and every skylight seal for cracks and gaps before the season turns';
const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('the printable maintenance plan PDF', () => {
  for (const paper of ['letter', 'a4'] as const) {
    it(`keeps every task row whole on one page (${paper})`, async () => {
      const months = busyYear();
      const pdf = await renderMaintenancePlanPdf(
        { home, months, contacts: [{ name: 'Mile High HVAC', work: ['Service the furnace'], lastVisit: '2026-10-02' }] },
        paper,
        new Date('2026-11-25T12:00:00Z'),
      );
      const pages = await pdfPages(pdf);
      expect(pages.length).toBeGreaterThan(5);
      const all = pages.join(' ');
      for (const name of ['January 2027', 'June 2027', 'December 2027', 'Mile High HVAC', 'Year built 1978', 'printed Nov 25, 2026']) expect(all).toContain(name);
      expect(all).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
      for (const { occurrences } of months) {
        for (const o of occurrences) {
          // A row cut between two pages would leave part of its text on each: no page would hold it whole.
          expect(pages.filter((p) => p.includes(squash(rowText(o)))).length).toBe(1);
        }
      }
    });
  }
});

/** 50 tasks of the owner's that repeat every week, through a year. */
function fiftyWeeklyTasks(): PrintablePlanContent['months'] {
  return Array.from({ length: 12 }, (_, m) => {
    const month = `2027-${String(m + 1).padStart(2, '0')}`;
    const occurrences: Occurrence[] = [];
    for (let day = 1; day <= 28; day += 1) {
      for (let task = 0; task < 50; task += 1) {
        if ((day - 1) % 7 !== task % 7) continue;
        occurrences.push({
          date: `${month}-${String(day).padStart(2, '0')}`,
          taskId: 1000 + task,
          title: `My task ${task}: ${LONG}`,
          component: 'custom',
          doneBy: 'DIY',
          minutes: 15,
          status: 'projected',
        });
      }
    }
    return { month, occurrences };
  });
}

describe('the printable plan with many tasks of the owner’s', () => {
  it('stays small and quick: one row per task and month, its dates listed', async () => {
    const months = fiftyWeeklyTasks();
    const started = performance.now();
    const pdf = await renderMaintenancePlanPdf({ home, months, contacts: [] }, 'letter', new Date('2026-11-25T12:00:00Z'));
    const tookMs = performance.now() - started;
    if (process.env.PDF_VERBOSE) console.log(`50 weekly tasks: ${pdf.length} bytes in ${Math.round(tookMs)} ms`);
    expect(pdf.length).toBeLessThan(400_000);
    const all = (await pdfPages(pdf)).join(' ');
    expect(all).toContain(squash(`Jan 1, 8, 15, 22 My task 0: ${LONG}`));
    expect(all).toContain(squash(`Dec 7, 14, 21, 28 My task 48: ${LONG}`));
  });
});

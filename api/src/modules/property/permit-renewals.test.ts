import { getAs, postJson, useTestApp } from '../../test/test-app';
import { componentRenewedBy } from './permit-work-types';
import type { PropertyRow } from './property-identity.service';
import { sampleDataProvider } from './providers/sample-data.provider';
import type { HomePermit, PropertyDataProvider, PropertyLocation } from './providers/property-data.provider';
import { buildReport } from './report.service';

// A component's install year after the home was built is explained by a permit whose work renews it;
// a permit for other work (a fence) is listed but changes no age and no condition score.

/** Parts whose replacement needs no building permit. */
const NO_PERMIT_WORK = new Set(['interiorPaint', 'flooring']);

interface ReportPermit {
  permitDate: string;
  kukunPermitLabelList: string;
  permitDescription: string;
}
interface ReportComponent {
  key: string;
  installYear: number;
}

/** Components whose install year no permit for that work explains. */
function unexplainedYears(yearBuilt: number, components: ReportComponent[], permits: ReportPermit[]): string[] {
  return components
    .filter((c) => c.key !== 'structure' && !NO_PERMIT_WORK.has(c.key) && c.installYear > yearBuilt)
    .filter(
      (c) =>
        !permits.some((p) => p.permitDate.startsWith(String(c.installYear)) && componentRenewedBy({ labels: p.kukunPermitLabelList, description: p.permitDescription }) === c.key),
    )
    .map((c) => `${c.key} ${c.installYear}`);
}

const location = (kukunId: number): PropertyLocation => ({ kukunId, address: '1 Oak St', city: 'Austin', state: 'TX', zipCode: '78701', latitude: 30.27, longitude: -97.74 });

describe('permits renew components by their work', () => {
  const t = useTestApp();

  it('a home whose only permit of a year is a fence shows no part installed that year without a permit for it', async () => {
    // This home's windows were renewed in a year whose only permit on file was a fence.
    const { kukunId } = (await postJson(t.app, '/api/v1/property/kukun-id', { address: '120 Oak Street', city: 'Austin', state: 'TX', zipCode: '78701' })).json().message;
    const report = (await getAs(t.app, `/api/v1/property/properties/${kukunId}/report`)).json().message;
    expect(report.permits.length).toBeGreaterThan(0);
    expect(unexplainedYears(report.summary.yearBuilt, report.condition.components, report.permits)).toEqual([]);
    expect(report.summary.renovationHistory).toBe(
      report.permits.filter((p: ReportPermit) => componentRenewedBy({ labels: p.kukunPermitLabelList, description: p.permitDescription }) !== null).length,
    );
  });

  it('every sample home: each permit renews what its work says, and each renewed part has its permit', () => {
    for (let kukunId = 1; kukunId <= 400; kukunId += 1) {
      const facts = sampleDataProvider.homeFacts(location(kukunId));
      for (const p of facts.permits) expect(p.replaces).toBe(componentRenewedBy({ labels: p.kukunPermitLabelList, description: p.permitDescription }));
      expect(unexplainedYears(facts.yearBuilt, facts.components, facts.permits)).toEqual([]);
    }
  });

  it('a fence permit changes no age and no score; a re-roof permit restarts the roof', () => {
    const row = {
      kukunId: 4242,
      addressKey: 'test',
      address: '1 Oak St',
      unitNumber: '',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      latitude: 30.27,
      longitude: -97.74,
    } as PropertyRow;
    const year = new Date().getFullYear();
    const withPermit = (labels: string, description: string): PropertyDataProvider => ({
      ...sampleDataProvider,
      homeFacts: (at) => {
        const facts = sampleDataProvider.homeFacts(at);
        const permit: HomePermit = {
          permitDate: `${year}-01-15`,
          kukunPermitLabelList: labels,
          permitDescription: description,
          companyName: 'Keystone Builders',
          replaces: componentRenewedBy({ labels, description }),
        };
        return { ...facts, permits: [permit, ...facts.permits] };
      },
    });
    const base = buildReport(sampleDataProvider, row, year);
    const fenced = buildReport(withPermit('Fence', 'New 6 ft wood privacy fence'), row, year);
    expect(fenced.permits).toHaveLength(base.permits.length + 1);
    expect(fenced.condition).toEqual(base.condition);
    expect(fenced.summary.propertyScore).toBe(base.summary.propertyScore);
    expect(fenced.summary.renovationHistory).toBe(base.summary.renovationHistory);

    const reroofed = buildReport(withPermit('Roofing', 'Tear-off and re-roof'), row, year);
    expect(reroofed.condition.components.find((c) => c.key === 'roof')).toMatchObject({ installYear: year, age: 0 });
    expect(reroofed.summary.renovationHistory).toBe(base.summary.renovationHistory + 1);
  });
});

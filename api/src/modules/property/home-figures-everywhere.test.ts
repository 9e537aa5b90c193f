import { eq } from 'drizzle-orm';
import { formatDollars } from '@homeworth/shared-lib/domain';
import { CSRF_HEADERS, getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { pdfPages } from '../../test/pdf-text';
import { agentClients } from '../agent/agent.tables';
import { addClient, signUpAgent } from '../agent/agent-engagement.test-helpers';
import { digestFigures } from '../agent/client-digest.service';
import { dataClient } from '../data-api/test/data-api.test-support';
import { SESSION_COOKIE_NAME } from '../security';
import { propertyDataProvider } from './providers/sample-data.provider';
import { sampleParcelNumber } from './providers/sample-parcel-number';

// One home, one set of numbers: every reader of a home (report, PDF, maintenance budget, data API,
// agent digest, city page) shows the same value, forecast, roof age and cost and kitchen cabinet
// cost, and an owner's correction of one fact changes them in every one.
jest.setTimeout(60_000);

const HOMES = '/api/v1/property/user-properties';
const HOME = { address: '12 Juniper Street', city: 'Denver', state: 'CO', zipCode: '80202' };

interface Figures {
  value: number;
  year5Value: number;
  totalGrowth: number;
  roof: { installYear: number; age: number; replacementCost: number | null };
  cabinetsCost: number | null;
}

type Component = { key: string; installYear: number; age: number; replacementCost: number | null };
const part = (components: Component[], key: string) => components.find((c) => c.key === key)!;
const roofOf = (components: Component[]) => {
  const { installYear, age, replacementCost } = part(components, 'roof');
  return { installYear, age, replacementCost };
};

describe('one home, one set of numbers', () => {
  const t = useTestApp({ claimRateLimit: { max: 10_000, timeWindow: '1 hour' } });

  async function claimedHome(token: string) {
    const kukunId: number = (await postJson(t.app, '/api/v1/property/kukun-id', HOME)).json().message.kukunId;
    const added = await postJson(t.app, HOMES, { kukunId }, token);
    const userPropertyId = added.json().message.home.userPropertyId as number;
    const claimed = await postJson(t.app, `${HOMES}/${userPropertyId}/claim`, { parcelLast4: sampleParcelNumber(kukunId).slice(-4), attestOwner: true }, token);
    expect(claimed.statusCode).toBe(200);
    return { kukunId, userPropertyId };
  }

  /** The home's figures as each reader answers them. */
  async function everyReader(owner: string, home: { kukunId: number; userPropertyId: number }, data: Awaited<ReturnType<typeof dataClient>>, clientId: number) {
    const report = (await getAs(t.app, `/api/v1/property/properties/${home.kukunId}/report`, owner)).json().message;
    const fromReport: Figures = {
      value: report.summary.currentValue,
      year5Value: report.neighborhood.year5Value,
      totalGrowth: report.summary.totalGrowth,
      roof: roofOf(report.condition.components),
      cabinetsCost: part(report.condition.components, 'kitchenCabinets').replacementCost,
    };

    const budget = (await getAs(t.app, `/api/v1/maintenance/replacement-budget?userPropertyId=${home.userPropertyId}`, owner)).json().message;
    const value = (await data.get(`/properties/${home.kukunId}/value`)).json().message;
    const condition = (await data.get(`/properties/${home.kukunId}/condition`)).json().message;
    const [client] = await t.db.select().from(agentClients).where(eq(agentClients.id, clientId));
    const digest = (await digestFigures({ db: t.db, provider: propertyDataProvider('sample') }, client!))!;
    const pdf = (await pdfPages((await getAs(t.app, `/api/v1/property/properties/${home.kukunId}/report.pdf`, owner)).rawPayload)).join(' ');
    const city = (await getAs(t.app, '/api/v1/geo/cities/denver-co')).json().message;

    return {
      report: fromReport,
      readers: {
        budget: { roof: roofOf(budget.components), cabinetsCost: part(budget.components, 'kitchenCabinets').replacementCost },
        dataApi: {
          value: value.value,
          year5Value: value.forecast.fiveYearValue,
          totalGrowth: value.forecast.fiveYearChangePercent,
          roof: roofOf(condition.components),
          cabinetsCost: part(condition.components, 'kitchenCabinets').replacementCost,
        },
        digest: {
          value: digest.value,
          year5Value: digest.forecast!.year5Value,
          totalGrowth: digest.forecast!.totalGrowth,
          roof: roofOf(digest.components),
          cabinetsCost: part(digest.components, 'kitchenCabinets').replacementCost,
        },
        city: { annualGrowthPercent: city.annualGrowthPercent, fiveYearChangePercent: city.fiveYearChangePercent },
      },
      report5: { annualGrowthPercent: report.forecastBasis.annualGrowthPercent, fiveYearChangePercent: report.summary.totalGrowth },
      pdf,
    };
  }

  function expectAgree(seen: Awaited<ReturnType<typeof everyReader>>) {
    const r = seen.report;
    expect(seen.readers.budget).toEqual({ roof: r.roof, cabinetsCost: r.cabinetsCost });
    expect(seen.readers.dataApi).toEqual(r);
    expect(seen.readers.digest).toEqual(r);
    // The city page's growth is the growth the home forecasts with.
    expect(seen.readers.city).toEqual(seen.report5);
    expect(seen.pdf).toContain(`Estimated value: ${formatDollars(r.value)}`);
    expect(seen.pdf).toMatch(new RegExp(`5-year forecast: \\${formatDollars(r.year5Value)} in \\d{4} \\(\\+${r.totalGrowth}%\\)`));
    // The condition table's rows: name, install year, remaining life, replacement cost.
    expect(seen.pdf).toMatch(new RegExp(`Roof ${r.roof.installYear} [^$]*\\${formatDollars(r.roof.replacementCost!)}`));
    expect(seen.pdf).toMatch(new RegExp(`Kitchen cabinets \\d{4} [^$]*\\${formatDollars(r.cabinetsCost!)}`));
  }

  it('every reader shows the report’s figures, and an owner’s correction changes them in every reader', async () => {
    const owner = await signUpAndGetToken(t.app, { email: 'owner@example.com' });
    const home = await claimedHome(owner);
    const data = await dataClient(t, 'dev@lender.example');
    const agent = await signUpAgent(t.app);
    const clientId = await addClient(t.app, agent, { ...HOME, emailAddress: 'client@example.com' });

    const before = await everyReader(owner, home, data, clientId);
    expectAgree(before);
    expect(before.report.roof.replacementCost).toBeGreaterThan(0);
    expect(before.report.cabinetsCost).toBeGreaterThan(0);

    // One correction: a bigger home (its value and component costs follow) with a roof replaced two years ago.
    const roofYear = new Date().getFullYear() - 2;
    const area = (await getAs(t.app, `${HOMES}/${home.userPropertyId}/owner-facts`, owner)).json().message.facts.buildingArea + 500;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${HOMES}/${home.userPropertyId}/owner-facts`,
      headers: CSRF_HEADERS,
      payload: { buildingArea: area, componentYears: { roof: roofYear } },
      cookies: { [SESSION_COOKIE_NAME]: owner },
    });
    expect(saved.statusCode).toBe(200);

    const after = await everyReader(owner, home, data, clientId);
    expectAgree(after);
    expect(after.report.value).toBeGreaterThan(before.report.value);
    expect(after.report.roof).toMatchObject({ installYear: roofYear, age: 2 });
    expect(after.report.roof.replacementCost).toBeGreaterThan(before.report.roof.replacementCost!);
  });
});

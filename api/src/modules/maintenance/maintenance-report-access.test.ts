import { getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { ownerWithHome, ownerWithPaidHome, PLAN } from './maintenance-test-helpers';

// A home report's maintenance figures (?kukunId=) are the report's full tier: the caller must be
// entitled to that home's full report, or own the home (their own plan); guests get 401, others 403.
describe("the maintenance routes for a home report's home (kukunId)", () => {
  const t = useTestApp();
  const ROUTES = ['replacement-budget', 'task-list', 'year', 'printable.pdf'];
  const kukunIdOf = async (address: Record<string, string>) => (await postJson(t.app, '/api/v1/property/kukun-id', address)).json().message.kukunId as number;

  it('refuses a guest (401) and a signed-in non-owner (403) the figures of someone else’s home', async () => {
    const kukunId = await kukunIdOf({ address: '55 Maple Avenue', city: 'Denver', state: 'CO', zipCode: '80202' });
    const stranger = await signUpAndGetToken(t.app, { email: 'stranger@example.com' });
    for (const route of ROUTES) {
      const guest = await getAs(t.app, `${PLAN}/${route}?kukunId=${kukunId}`);
      expect([route, guest.statusCode]).toEqual([route, 401]);
      expect(guest.json()).toMatchObject({ success: false, errors: [{ code: 'UNAUTHENTICATED' }] });
      const other = await getAs(t.app, `${PLAN}/${route}?kukunId=${kukunId}`, stranger);
      expect([route, other.statusCode]).toEqual([route, 403]);
      expect(other.json()).toMatchObject({ success: false, errors: [{ code: 'REPORT_LOCKED' }] });
    }
  });

  it("keeps the owner's own plan of their unlocked home, and the sample home open to everyone", async () => {
    const owner = await ownerWithPaidHome(t, 'jane.doe@example.com');
    const own = (await getAs(t.app, `${PLAN}/task-list`, owner.token)).json().message;
    for (const route of ROUTES) expect([route, (await getAs(t.app, `${PLAN}/${route}?kukunId=${own.home.kukunId}`, owner.token)).statusCode]).toEqual([route, 200]);
    const byReport = (await getAs(t.app, `${PLAN}/task-list?kukunId=${own.home.kukunId}`, owner.token)).json().message;
    expect(byReport.home).toMatchObject({ userPropertyId: owner.home, readOnly: false });

    const sample = await kukunIdOf({ address: '120 Oak Street', city: 'Austin', state: 'TX', zipCode: '78701' });
    for (const route of ROUTES) expect([route, (await getAs(t.app, `${PLAN}/${route}?kukunId=${sample}`)).statusCode]).toEqual([route, 200]);
    expect((await getAs(t.app, `${PLAN}/task-list?kukunId=999999`)).statusCode).toBe(404);
  });

  it("locks the budget of the owner's free home as the report locks its condition details, and keeps its tasks", async () => {
    const owner = await ownerWithHome(t, 'john.doe@example.com');
    // Locked is an answer, not an error: what unlocks it, and none of the figures.
    const budget = await getAs(t.app, `${PLAN}/replacement-budget?userPropertyId=${owner.home}`, owner.token);
    expect(budget.statusCode).toBe(200);
    expect(budget.json().message).toMatchObject({ locked: { requires: 'full' } });
    expect(JSON.stringify(budget.json())).not.toMatch(/remainingLife|replacementCost|monthlySetAside/);
    expect((await getAs(t.app, `${PLAN}/task-list?userPropertyId=${owner.home}`, owner.token)).statusCode).toBe(200);
  });
});

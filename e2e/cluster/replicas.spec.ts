import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_REPLICAS } from '../cluster.config';
import { CSRF, signInThroughUi } from '../tests/accounts-helpers';
import { area, giveEstimatorAnswers, KITCHEN_ESTIMATE, PASSWORD, uniqueEmail } from '../tests/helpers';

// Two API replicas behind the shell's proxy, one PostgreSQL: an account made on one replica works
// on the other, the main flows run through the proxy (which takes the replicas in turn), and when
// one replica is killed in the middle of writes, every write that was acknowledged is still there
// and the site keeps serving from the other.

const estimator = (page: Page) => area(page, 'mfe-estimator');
const report = (page: Page) => area(page, 'mfe-property-report');
const PLAN = { project: KITCHEN_ESTIMATE.slug, finishLevel: 'midrange', answers: KITCHEN_ESTIMATE.answers };

async function estimateAndSave(page: Page): Promise<number> {
  await giveEstimatorAnswers(page, KITCHEN_ESTIMATE.slug, KITCHEN_ESTIMATE.answers);
  await page.goto(`/${KITCHEN_ESTIMATE.slug}/estimator-result`);
  await expect(estimator(page).getByTestId('estimate-total')).toBeVisible();
  await estimator(page).getByRole('button', { name: 'Save this estimate' }).click();
  await expect(estimator(page).getByRole('status').filter({ hasText: 'Saved to' })).toBeVisible();
  return Number(await page.evaluate(() => sessionStorage.getItem('estimatorPlanId')));
}

async function openHomeReport(page: Page, address: string): Promise<void> {
  const lookup = await page.request.post('/api/v1/property/kukun-id', { headers: CSRF, data: { address, city: 'Austin', state: 'TX', zipCode: '78701' } });
  expect(lookup.status()).toBe(200);
  await page.goto(`/properties/${(await lookup.json()).message.kukunId}`);
  await expect(report(page).getByRole('heading', { level: 1, name: address })).toBeVisible();
  await expect(report(page).getByTestId('hero-value')).toBeVisible();
}

async function planIds(api: APIRequestContext): Promise<number[]> {
  const response = await api.get('/api/v1/estimation/plans');
  expect(response.status()).toBe(200);
  return ((await response.json()).message as { userPropertyPlanId: number }[]).map((plan) => plan.userPropertyPlanId);
}

test('two replicas serve one site, and killing one loses no acknowledged write', async ({ page, playwright }) => {
  // Both replicas up and ready (the proxy answers as soon as one is).
  for (const origin of API_REPLICAS) {
    await expect
      .poll(
        () =>
          fetch(`${origin}/api/ready`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
  }

  // Sign up on replica A; replica B knows the session (sessions live in the database).
  const replicaA = await playwright.request.newContext({ baseURL: API_REPLICAS[0] });
  const email = uniqueEmail('cluster');
  const signUp = await replicaA.post('/api/v1/security/sign-up', {
    headers: CSRF,
    data: { email, firstName: 'Casey', lastName: 'Cluster', password: PASSWORD, rePassword: PASSWORD, roleId: 2, termsAccepted: true },
  });
  expect(signUp.status()).toBe(201);
  const replicaB = await playwright.request.newContext({ baseURL: API_REPLICAS[1], storageState: await replicaA.storageState() });
  expect((await (await replicaB.get('/api/v1/security/me')).json()).message.user.userEmail).toBe(email);

  // Sign in on the site and run the main flows through the proxy, which alternates the replicas.
  await signInThroughUi(page, email);
  await expect(page).toHaveURL(/\/dashboard/);
  const acknowledged = [await estimateAndSave(page)];
  await openHomeReport(page, '742 Evergreen Terrace');

  // Writes in flight through the proxy while replica B is killed (SIGKILL: no goodbye).
  const writes = Array.from({ length: 10 }, () => page.request.post('/api/v1/estimation/plans', { headers: CSRF, data: PLAN }));
  await new Promise((resolve) => setTimeout(resolve, 50));
  execFileSync('fuser', ['-k', '-KILL', `${new URL(API_REPLICAS[1]).port}/tcp`], { stdio: 'ignore' });
  // (serve-all.ts starts it again after a second, as a supervisor would.)
  await expect(fetch(`${API_REPLICAS[1]}/api/health`)).rejects.toThrow();
  for (const response of await Promise.all(writes)) {
    // A write the killed replica never answered is not acknowledged; one that was must have kept.
    if (response.status() === 201) acknowledged.push((await response.json()).message.userPropertyPlanId);
    else expect(response.status()).toBeGreaterThanOrEqual(500);
  }

  // The site keeps serving from replica A: the proxy skips the one that refuses connections.
  await page.reload();
  acknowledged.push(await estimateAndSave(page));
  await openHomeReport(page, '1600 Pennsylvania Avenue');
  for (let i = 0; i < 4; i += 1) expect((await page.request.get('/api/v1/security/me')).status()).toBe(200);

  const saved = await planIds(replicaA);
  for (const id of acknowledged) expect(saved).toContain(id);
  expect(acknowledged.length).toBeGreaterThanOrEqual(2);
  await replicaA.dispose();
  await replicaB.dispose();
});

import { defaultEstimatorAnswers, ROLE_IDS } from '@homeworth/shared-lib/domain';
import type { App } from '../app';
import { postJson, signUpAndGetToken } from './test-app';

/** A signed-up account with one record of each kind it can own, for tests that walk every route. */
export interface SeededAccount {
  email: string;
  token: string;
  /** The account's saved estimator plan. */
  planId: number;
  /** The account's saved home. */
  userPropertyId: number;
  kukunId: number;
  /** The agent's client (agents only). */
  clientId?: number;
}

const HOME = { 'property-address': { state: 'TX' }, 'home-size': 2400, 'home-value': 600000, 'home-age': 1975 };

async function created(response: Awaited<ReturnType<typeof postJson>>, what: string) {
  if (response.statusCode >= 300) throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  return response.json().message;
}

/** Signs up a homeowner (or an agent) and gives it a plan, a home and, for an agent, a client. */
export async function seedAccount(app: App, email: string, role: 'homeowner' | 'agent' = 'homeowner'): Promise<SeededAccount> {
  const token = await signUpAndGetToken(app, { email, roleId: ROLE_IDS[role] });
  const plan = await created(
    await postJson(app, '/api/v1/estimation/plans', { project: 'Kitchen-Renovation-Cost', answers: defaultEstimatorAnswers('Kitchen-Renovation-Cost', HOME) }, token),
    'saving a plan',
  );
  const { kukunId } = await created(
    await postJson(app, '/api/v1/property/kukun-id', { address: `${email.length} Oak Street`, city: 'Austin', state: 'TX', zipCode: '78701' }),
    'finding a home',
  );
  const home = await created(await postJson(app, '/api/v1/property/user-properties', { kukunId }, token), 'saving a home');
  const account: SeededAccount = { email, token, planId: plan.userPropertyPlanId, userPropertyId: home.home.userPropertyId, kukunId };
  if (role === 'agent') {
    const client = await created(
      await postJson(app, '/api/v1/agent/clients', { firstName: 'Maria', lastName: 'Lopez', emailAddress: `client.of.${email}`, zipCode: '78701' }, token),
      'adding a client',
    );
    account.clientId = client.client.id;
  }
  return account;
}

import { CSRF_HEADERS, getAs, postJson, signUpAndGetToken, type TestContext } from '../../test/test-app';
import { SESSION_COOKIE_NAME } from '../security';
import type { PlanTask } from './maintenance.schema';

/** The maintenance routes' prefix. */
export const PLAN = '/api/v1/maintenance';

/** A homeowner with one home in their list. */
export interface Owner {
  token: string;
  home: number;
}

/** Signs up `email` and adds the home at `address` (Denver by default). */
export async function ownerWithHome(t: TestContext, email: string, address = { address: '55 Maple Avenue', city: 'Denver', state: 'CO', zipCode: '80202' }): Promise<Owner> {
  const token = await signUpAndGetToken(t.app, { email });
  const kukunId = (await postJson(t.app, '/api/v1/property/kukun-id', address)).json().message.kukunId as number;
  const added = await postJson(t.app, '/api/v1/property/user-properties', { kukunId }, token);
  if (added.statusCode !== 201 && added.statusCode !== 200) throw new Error(`adding the home failed: ${added.body}`);
  return { token, home: added.json().message.home.userPropertyId as number };
}

/** The same with the home unlocked (a paid address): its components' figures are open to its owner. */
export async function ownerWithPaidHome(t: TestContext, email: string): Promise<Owner> {
  const owner = await ownerWithHome(t, email);
  const paid = await postJson(t.app, `/api/v1/property/user-properties/${owner.home}/upgrade-to-paid`, undefined, owner.token);
  if (paid.statusCode !== 200) throw new Error(`upgrading the home failed: ${paid.body}`);
  return owner;
}

/** A request with any method, JSON body, CSRF header and session. */
export function send(t: TestContext, method: 'POST' | 'PUT' | 'DELETE', url: string, token: string | undefined, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: CSRF_HEADERS,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(token === undefined ? {} : { cookies: { [SESSION_COOKIE_NAME]: token } }),
  });
}

/** The plan's tasks of a home. */
export async function tasksOf(t: TestContext, owner: Owner): Promise<PlanTask[]> {
  const response = await getAs(t.app, `${PLAN}/task-list?userPropertyId=${owner.home}`, owner.token);
  if (response.statusCode !== 200) throw new Error(`task-list failed: ${response.body}`);
  return response.json().message.tasks as PlanTask[];
}

/** The plan task with a library slug. */
export async function taskBySlug(t: TestContext, owner: Owner, slug: string): Promise<PlanTask> {
  const task = (await tasksOf(t, owner)).find((x) => x.slug === slug);
  if (!task) throw new Error(`no task ${slug} in the plan`);
  return task;
}

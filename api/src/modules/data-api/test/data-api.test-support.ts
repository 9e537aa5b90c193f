import type { LightMyRequestResponse } from 'fastify';
import { getAs, signUpAndGetToken, type TestContext } from '../../../test/test-app';
import { createApiKey, createOrganization, DATA_SCOPES, type DataScope } from '../../developer';
import { DATA_API_PREFIX } from '../data-route';

// Real organisations and keys (the developer module's guard) for the data routes' tests. The trial
// allows 5 calls a second per key: each client spreads its calls over a few keys and keeps every key
// under that pace, so a test about answers never trips the rate limit.

const PER_KEY_PER_SECOND = 5;
const KEYS = 4;

/** A partner organisation calling the data API with its secret keys. */
export interface DataClient {
  organizationId: string;
  /** A key with every scope (the first one). */
  key: string;
  /** A new key of this organisation with just these scopes. */
  keyWith(scopes: readonly DataScope[]): Promise<string>;
  get(url: string, options?: { key?: string | null; bearer?: boolean }): Promise<LightMyRequestResponse>;
  post(url: string, payload: object, options?: { key?: string | null }): Promise<LightMyRequestResponse>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signs up `email`, creates its organisation (trial) and keys; answers a client for /api/data/v1. */
export async function dataClient(t: TestContext, email: string): Promise<DataClient> {
  const token = await signUpAndGetToken(t.app, { email });
  const userId = (await getAs(t.app, '/api/v1/security/me', token)).json().message.user.userId as number;
  const organization = await createOrganization(t.db, { userId, name: `${email} Lending` });
  const keyWith = async (scopes: readonly DataScope[]) => (await createApiKey(t.db, { organizationId: organization.id, name: `key ${scopes.join(' ')}`, scopes })).key;
  const keys: string[] = [];
  for (let i = 0; i < KEYS; i += 1) keys.push(await keyWith(DATA_SCOPES));
  const calls = new Map<string, number[]>();
  let next = 0;

  async function paced(key: string): Promise<void> {
    const recent = (calls.get(key) ?? []).filter((at) => Date.now() - at < 1100);
    if (recent.length >= PER_KEY_PER_SECOND - 1) await sleep(1100 - (Date.now() - recent[0]!));
    calls.set(key, [...recent.filter((at) => Date.now() - at < 1100), Date.now()]);
  }
  async function keyFor(given: string | null | undefined): Promise<string | null> {
    const key = given === undefined ? keys[next++ % KEYS]! : given;
    if (key) await paced(key);
    return key;
  }

  return {
    organizationId: organization.id,
    key: keys[0]!,
    keyWith,
    async get(url, options = {}) {
      const key = await keyFor(options.key);
      const headers = key === null ? {} : options.bearer ? { authorization: `Bearer ${key}` } : { 'x-api-key': key };
      return t.app.inject({ method: 'GET', url: `${DATA_API_PREFIX}${url}`, headers });
    },
    async post(url, payload, options = {}) {
      const key = await keyFor(options.key);
      return t.app.inject({ method: 'POST', url: `${DATA_API_PREFIX}${url}`, payload, headers: key === null ? {} : { 'x-api-key': key } });
    },
  };
}

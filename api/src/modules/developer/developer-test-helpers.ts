import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { errorHandler } from '../../http/envelope';
import { getAs, signUpAndGetToken } from '../../test/test-app';
import { createApiKey, createOrganization } from './api-key.service';
import { dataApiGuard, type DataApiGuardOptions } from './data-api-guard';
import { DATA_SCOPES, quotaMonth, type DataScope } from './plans';

/** A signed-up user with an organisation on the trial and a key with every scope. */
export interface Developer {
  token: string;
  userId: number;
  organizationId: string;
  key: string;
  keyId: string;
}

/** Signs up `email`, creates its organisation and a key (all scopes unless given). */
export async function developerWithKey(app: App, db: Database, email: string, scopes: readonly DataScope[] = DATA_SCOPES): Promise<Developer> {
  const token = await signUpAndGetToken(app, { email });
  const userId = (await getAs(app, '/api/v1/security/me', token)).json().message.user.userId as number;
  const organization = await createOrganization(db, { userId, name: `${email} Lending` });
  const { id, key } = await createApiKey(db, { organizationId: organization.id, name: 'Server', scopes });
  return { token, userId, organizationId: organization.id, key, keyId: id };
}

/**
 * A stand-in data API for the guard's tests: one route per scope (`GET /data/<scope>`) behind the
 * real guard, and `GET /data/fail` answering 500 after the guard let it through.
 */
export async function guardedTestApi(options: DataApiGuardOptions) {
  const api = Fastify();
  api.setErrorHandler(errorHandler);
  const guard = dataApiGuard(options);
  for (const scope of DATA_SCOPES) {
    api.get(`/data/${scope}`, { preHandler: guard(scope) }, async (request) => ({ success: true, message: { caller: request.dataApiCaller } }));
  }
  api.get('/data/fail', { preHandler: guard('property') }, async (_request, reply) =>
    reply.status(500).send({ success: false, errors: [{ code: 'INTERNAL', message: 'Failed' }] }),
  );
  await api.ready();
  return api;
}

/** Sets the organisation's successful calls this month, as if they had been made. */
export async function setCallsThisMonth(db: Database, organizationId: string, calls: number): Promise<void> {
  await db.execute(
    sql`insert into api_usage_monthly (organization_id, month, calls) values (${organizationId}, ${quotaMonth()}, ${calls})
        on conflict (organization_id, month) do update set calls = excluded.calls`,
  );
}

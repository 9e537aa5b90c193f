import { CSRF_HEADERS, getAs, postJson, useTestApp } from '../test/test-app';
import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import { documentedRoutes, fieldPaths, fillPath, sampleValue, type DocumentedRoute } from '../test/openapi-walk';
import { seedAccount, type SeededAccount } from '../test/seed-account';
import { SESSION_COOKIE_NAME } from '../modules/security/session-cookie';
import { syncProductCatalogue } from '../modules/payment/product-catalogue';
import { pdfCredits } from '../modules/payment/payment.tables';
import { upload } from '../modules/agent/agent-test-helpers';
import { contractorWithProfile, profileForm } from '../modules/professional/professional-test-helpers';

// Ownership on every record: a signed-in user who sends another user's ids to
// any route of the OpenAPI document that takes an id gets 403 or 404, and the other user's records
// stay as they were. Ids are found by name (path parameters and body fields named `id` or `...Id`),
// so a route added later is tried too; an id this test cannot fill fails it until it is added below.

jest.setTimeout(120_000);

/** Ids that name no user's record, so anyone may use them. */
const PUBLIC_IDS: Record<string, string> = {
  kukunId: 'a home of the public property data, the same for every user',
  unlockKukunId: "the public home an address bundle unlocks, for the buyer's own list only (tier-rule.test.ts)",
  roleId: 'the role chosen at sign-up',
  agentId: "an agent's public card photo; texting an agent needs the signed click of that agent's email (client-engagement.test.ts)",
  emailLogId: 'useless without the HMAC emailToken a tracked click gives that client (client-engagement.test.ts)',
};

/** Routes where an id that is otherwise owned is public by design (route to the reason). */
const PUBLIC_ID_ROUTES: Record<string, string> = {
  'GET /api/v1/professional/professionals/{professionalId}/download-image/{name}': "a contractor's public logo and photos",
  'POST /api/v1/professional/professionals/{professionalId}/leads': 'any homeowner may write to a contractor (rate-limited)',
  'POST /api/v1/professional/professional-claim-profiles': 'a claim of a claimed profile is refused with 409 (professional.route.test.ts)',
};

/** Routes keyed by an unguessable id that is itself the credential, as at a hosted payment provider. */
const CAPABILITY_ROUTES = new Set(['/api/sandbox-checkout/{id}']);

/** Fields a route needs beside the id to get past validation (body field name to value). */
const BODY_OVERRIDES: Record<string, unknown> = {
  shareList: [{ email: 'friend@example.com', sharedType: 1 }],
  productName: 'PDF_DOWNLOAD_1',
  parcelLast4: '1234',
};

/** Fields one route needs beside the id, where the same name means something else elsewhere (route to body field values). */
const ROUTE_BODY_OVERRIDES: Record<string, Record<string, unknown>> = {
  'PUT /api/v1/agent/clients/{clientId}': { emailAddress: 'someone.else@example.com', phoneNumber: '5125550100', zipCode: '78701' },
  'POST /api/v1/maintenance/tasks/{taskId}/complete': { date: '2020-01-15' },
  'POST /api/v1/maintenance/tasks/{taskId}/snooze': { until: undefined },
  'POST /api/v1/maintenance/custom-tasks': { firstDue: '2030-01-15' },
  'PUT /api/v1/maintenance/custom-tasks/{taskId}': { nextDue: '2030-01-15' },
  'PUT /api/v1/professional/professionals/{professionalId}': profileForm(),
};

/** Path parameters that are not ids but must be well-formed for a route to reach its ownership check. */
const PATH_OVERRIDES: Record<string, string> = { name: 'photo-0123456789abcdef.jpg' };

type Contractor = { email: string; token: string; professionalId: number };
type Victim = {
  homeowner: SeededAccount;
  agent: SeededAccount;
  contractor: Contractor;
  checkoutSessionId: string;
  deviceSessionId?: number;
  noteId?: number;
  importId?: number;
  taskId?: number;
  contactMessageId?: number;
  apiKeyId?: string;
  documentId?: number;
};

function idsOf(victim: Victim): Record<string, string | number> {
  return {
    userPropertyPlanId: victim.homeowner.planId,
    planId: victim.homeowner.planId,
    userPropertyId: victim.homeowner.userPropertyId,
    clientId: victim.agent.clientId!,
    noteId: victim.noteId!,
    importId: victim.importId!,
    sessionId: victim.checkoutSessionId,
    deviceSessionId: victim.deviceSessionId!,
    taskId: victim.taskId!,
    professionalId: victim.contractor.professionalId,
    // A key of the homeowner's developer organisation.
    keyId: victim.apiKeyId!,
    // A contact-us message (admin routes: everyone else gets 403).
    id: victim.contactMessageId!,
    // The homeowner's deed sent for review (admin routes: everyone else gets 403).
    documentId: victim.documentId!,
  };
}

const isIdName = (name: string) => name === 'id' || name.endsWith('Id');

/** The id names a route takes in its path and body (public ids left out). */
function idNamesOf(route: DocumentedRoute): { path: string[]; body: string[] } {
  const body = route.jsonBody ? fieldPaths(sampleValue(route.jsonBody)).map((path) => String(path[path.length - 1])) : [];
  return { path: route.pathParams.filter((n) => isIdName(n) && !(n in PUBLIC_IDS)), body: [...new Set(body.filter((n) => isIdName(n) && !(n in PUBLIC_IDS)))] };
}

describe('another user’s ids get 403/404 on every route that takes an id, and change nothing', () => {
  const ctx = useTestApp();
  beforeEach(() => syncProductCatalogue(ctx.db));

  /** Every row that belongs to the victim: its users, and rows keyed by its user, plan or home ids. */
  async function victimRows(victim: Victim): Promise<string> {
    const userIds = await Promise.all(
      [victim.homeowner, victim.agent, victim.contractor].map(async (a) => (await getAs(ctx.app, '/api/v1/security/me', a.token)).json().message.user.userId as number),
    );
    const keys: Record<string, number[]> = {
      user_id: userIds,
      agent_user_id: userIds,
      plan_id: [victim.homeowner.planId, victim.agent.planId],
      user_property_id: [victim.homeowner.userPropertyId, victim.agent.userPropertyId],
      client_id: [victim.agent.clientId!],
    };
    const dump: Record<string, unknown[]> = {};
    for (const table of Object.values(schema as Record<string, unknown>).filter((v): v is PgTable => is(v, PgTable))) {
      const name = getTableName(table);
      const columns = Object.values(getTableColumns(table)).map((c) => c.name);
      const owned = name === 'users' ? [['id', userIds] as const] : columns.filter((c) => c in keys).map((c) => [c, keys[c]!] as const);
      if (owned.length === 0) continue;
      const where = owned.map(([column, ids]) => `"${column}" in (${ids.join(',')})`).join(' or ');
      const result = (await ctx.db.execute(sql.raw(`select * from "${name}" where ${where} order by 1`))) as unknown as { rows: unknown[] };
      dump[name] = result.rows;
    }
    // The victim's API key (keyed by its organisation's text id, so not found by the columns above).
    dump['api_keys'] = ((await ctx.db.execute(sql`select * from api_keys where id = ${victim.apiKeyId ?? ''}`)) as unknown as { rows: unknown[] }).rows;
    return JSON.stringify(dump);
  }

  it('tries the victim’s ids as another homeowner and another agent', async () => {
    const victim: Victim = {
      homeowner: await seedAccount(ctx.app, 'victim.owner@example.com'),
      agent: await seedAccount(ctx.app, 'victim.agent@example.com', 'agent'),
      contractor: { email: 'victim.contractor@example.com', ...(await contractorWithProfile(ctx, 'victim.contractor@example.com')) },
      checkoutSessionId: '',
    };
    expect((await postJson(ctx.app, `/api/v1/estimation/plans/${victim.homeowner.planId}/share-link`, undefined, victim.homeowner.token)).statusCode).toBe(200);
    const checkout = await postJson(ctx.app, '/api/v1/payment/checkout', { productName: 'PDF_DOWNLOAD_1' }, victim.homeowner.token);
    expect(checkout.statusCode).toBe(200);
    victim.checkoutSessionId = checkout.json().message.sessionId;
    // One of the homeowner's signed-in devices ("Where you're signed in").
    const devices = (await ctx.db.execute(
      sql`select s.id from sessions s join users u on u.id = s.user_id where u.email = ${victim.homeowner.email} order by s.id limit 1`,
    )) as unknown as {
      rows: { id: number }[];
    };
    victim.deviceSessionId = devices.rows[0]?.id;
    // The agent's note on its client and a contacts import.
    victim.noteId = (await postJson(ctx.app, `/api/v1/agent/clients/${victim.agent.clientId}/notes`, { body: 'Private note' }, victim.agent.token)).json().message.note.id;
    victim.importId = (
      await upload(ctx.app, '/api/v1/agent/imports', victim.agent.token, 'contacts.csv', 'First name,Last name,Email\nAna,Ruiz,ana@example.com\n')
    ).json().message.import.id;
    // The homeowner's request to delete its account, which only an admin may act on.
    victim.contactMessageId = (
      await postJson(
        ctx.app,
        '/api/v1/utils/contact-us',
        { name: 'Victim', email: 'victim.owner@example.com', topic: 'Delete my account', message: 'Please delete my account.' },
        victim.homeowner.token,
      )
    ).json().message.id;
    // The homeowner's deed, sent to prove ownership (only an admin may see or decide on it).
    const deed = await upload(
      ctx.app,
      `/api/v1/property/user-properties/${victim.homeowner.userPropertyId}/claim/documents?kind=deed`,
      victim.homeowner.token,
      'deed.pdf',
      '%PDF-1.4\n%%EOF\n',
      'application/pdf',
    );
    expect(deed.statusCode).toBe(201);
    victim.documentId = (await ctx.db.select({ id: schema.ownerClaimDocuments.id }).from(schema.ownerClaimDocuments))[0]!.id;
    // A task of the homeowner's maintenance plan (the plan is made on its first read).
    victim.taskId = (
      await getAs(ctx.app, `/api/v1/maintenance/task-list?userPropertyId=${victim.homeowner.userPropertyId}`, victim.homeowner.token)
    ).json().message.tasks[0].taskId;
    // The homeowner's developer organisation and one of its API keys.
    await postJson(ctx.app, '/api/v1/developer/organizations', { name: 'Victim Lending' }, victim.homeowner.token);
    victim.apiKeyId = (await postJson(ctx.app, '/api/v1/developer/keys', { name: 'Victim key', scopes: ['valuation'] }, victim.homeowner.token)).json().message.id;
    const attackers: { email: string; token: string }[] = [
      await seedAccount(ctx.app, 'attacker.owner@example.com'),
      await seedAccount(ctx.app, 'attacker.agent@example.com', 'agent'),
      { email: 'attacker.contractor@example.com', ...(await contractorWithProfile(ctx, 'attacker.contractor@example.com')) },
    ];
    // Attackers who could pay: an unlock of the victim's plan would go through but for the ownership check.
    for (const attacker of attackers) {
      await postJson(ctx.app, '/api/v1/developer/organizations', { name: `Org of ${attacker.email}` }, attacker.token);
      const userId = (await getAs(ctx.app, '/api/v1/security/me', attacker.token)).json().message.user.userId as number;
      await ctx.db.insert(pdfCredits).values({ userId, purchased: 5 });
    }
    const ids = idsOf(victim);

    const routes = (await documentedRoutes(ctx.app)).filter((route) => !CAPABILITY_ROUTES.has(route.path) && !(`${route.method} ${route.path}` in PUBLIC_ID_ROUTES));
    const tried: string[] = [];
    const problems: string[] = [];
    const before = await victimRows(victim);
    for (const route of routes) {
      const names = idNamesOf(route);
      if (names.path.length + names.body.length === 0) continue;
      const unknown = [...names.path, ...names.body].filter((name) => !(name in ids));
      if (unknown.length > 0) {
        problems.push(`${route.method} ${route.path}: no victim id for ${unknown.join(', ')} (add it to idsOf or PUBLIC_IDS)`);
        continue;
      }
      const url = fillPath(route.path, { ...PATH_OVERRIDES, ...Object.fromEntries(names.path.map((name) => [name, String(ids[name])])) });
      const overrides = { ...BODY_OVERRIDES, ...ROUTE_BODY_OVERRIDES[`${route.method} ${route.path}`], ...Object.fromEntries(names.body.map((name) => [name, ids[name]])) };
      const payload = route.jsonBody ? (sampleValue(route.jsonBody, overrides) as object) : undefined;
      for (const attacker of attackers) {
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: { ...CSRF_HEADERS, cookie: `${SESSION_COOKIE_NAME}=${attacker.token}` },
          ...(payload ? { payload } : {}),
        });
        tried.push(`${route.method} ${route.path}`);
        if (response.statusCode !== 403 && response.statusCode !== 404) {
          problems.push(`${route.method} ${url} as ${attacker.email} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await victimRows(victim)).toEqual(before);
    // The routes this test must reach today; routes added later are tried as well.
    for (const route of [
      'GET /api/v1/estimation/plans/{userPropertyPlanId}',
      'DELETE /api/v1/estimation/plans/{userPropertyPlanId}',
      'GET /api/v1/estimation/plans/{userPropertyPlanId}/pdf',
      'POST /api/v1/estimation/plans/{userPropertyPlanId}/share',
      'DELETE /api/v1/estimation/plans/{userPropertyPlanId}/share-link',
      'POST /api/v1/payment/pdf-downloads',
      'POST /api/v1/payment/confirm',
      'POST /api/v1/payment/address-upgrade-to-paid',
      'DELETE /api/v1/property/user-properties/{userPropertyId}',
      'PUT /api/v1/property/user-properties/{userPropertyId}/preferences',
      'DELETE /api/v1/agent/clients/{clientId}',
      'PUT /api/v1/agent/clients/{clientId}',
      'PUT /api/v1/agent/clients/{clientId}/notes/{noteId}',
      'PUT /api/v1/agent/imports/{importId}/mapping',
      'POST /api/v1/maintenance/tasks/{taskId}/complete',
      'DELETE /api/v1/maintenance/custom-tasks/{taskId}',
      'POST /api/v1/maintenance/custom-tasks',
      'POST /api/v1/agent/imports/{importId}/confirm',
      'PUT /api/v1/professional/professionals/{professionalId}',
      'GET /api/v1/professional/professionals/{professionalId}/leads',
      'DELETE /api/v1/security/sessions/{deviceSessionId}',
      'DELETE /api/v1/developer/keys/{keyId}',
      'POST /api/v1/property/user-properties/{userPropertyId}/claim/letters',
      'POST /api/v1/property/admin/claim-documents/{documentId}/decision',
      'POST /api/v1/developer/keys/{keyId}/rotate',
    ]) {
      expect(tried).toContain(route);
    }
  });
});

import { getAs, postJson, useTestApp } from '../test/test-app';
import { leadingColumns, queryRecorder, unboundedScans, type CapturedQuery } from './query-plans';
import { seedScale, type ScaleFixture } from './seed-scale';

// Every statement the measured routes send is EXPLAINed on a seeded database: none may read a table
// that grows with users by a sequential scan or a walk over its whole index. Only these tables stay the same size however many
// users there are (catalogues, configuration), so a scan of them is fine.
const FIXED_SIZE_TABLES = new Set(['payment_products', 'promo_codes', 'developer_allowed_emails', 'dev_clock_offsets', 'valuation_models', 'markets']);

const ADMIN_EMAIL = 'admin0.s11@scale.example.com';
const t = useTestApp({ adminEmails: [ADMIN_EMAIL] });

/** The measured paths, each a request as the benchmark makes it. */
function measuredRequests(f: ScaleFixture): Array<[string, () => Promise<{ statusCode: number; body: string }>]> {
  const as = (token: string, url: string) => getAs(t.app, url, token);
  const agentList = (query: string) => as(f.bigAgent.sessionToken, `/api/v1/agent/clients?${query}`);
  return [
    ['sign-in', () => postJson(t.app, '/api/v1/security/sign-in', { email: f.member.email, password: f.member.password })],
    ['session', () => as(f.member.sessionToken, '/api/v1/security/me')],
    ["member's home report", () => as(f.member.sessionToken, `/api/v1/property/properties/${f.member.kukunId}/report`)],
    ['agent list, sorted, deep page', () => agentList('sort=lastName&page=5')],
    ['agent list, by name', () => agentList('sort=name&page=3&pageSize=50')],
    ['agent list, search', () => agentList('q=smith&sort=city')],
    ['agent list, joined', () => agentList('filter=joined&sort=zipCode')],
    ['agent list, invited', () => agentList('filter=invited&sort=state')],
    ["client's detail", () => as(f.bigAgent.sessionToken, `/api/v1/agent/clients/${f.bigAgent.clientId}`)],
    ["client's homes", () => as(f.bigAgent.sessionToken, `/api/v1/agent/clients/${f.bigAgent.clientId}/property-preferences`)],
    ['maintenance week', () => as(f.member.sessionToken, `/api/v1/maintenance/get-week-tasks?userPropertyId=${f.member.userPropertyId}`)],
    ['maintenance history', () => as(f.member.sessionToken, `/api/v1/maintenance/history?userPropertyId=${f.member.userPropertyId}`)],
    ['estimate history', () => as(f.planUser.sessionToken, '/api/v1/estimation/plans')],
    ['report history', () => postJson(t.app, '/api/v1/property/user-order-history', {}, f.member.sessionToken)],
    ['admin inbox, open', () => as(f.admin.sessionToken, '/api/v1/admin/contact-messages')],
    ['admin inbox, all', () => as(f.admin.sessionToken, '/api/v1/admin/contact-messages?status=all')],
    ['blog list', () => getAs(t.app, '/api/v1/blog/posts')],
    ['data API value', () => t.app.inject({ method: 'GET', url: `/api/data/v1/properties/${f.dataApi.kukunId}/value`, headers: { 'x-api-key': f.dataApi.key } })],
  ];
}

const isAppStatement = (q: CapturedQuery) => !/\bpgboss\./i.test(q.text) && /^\s*(select|with|update|delete|insert)\b/i.test(q.text);

describe('query plans of the measured paths on a seeded database', () => {
  it('read no table that grows with users by a sequential scan', async () => {
    const fixture = await seedScale(t.db, { users: 200, seed: 11, bigAgentClients: 600, bigPlanCount: 50 });
    const indexes = await leadingColumns(t.db);
    const recorder = queryRecorder(t.db);
    const findings: string[] = [];
    try {
      for (const [name, request] of measuredRequests(fixture)) {
        let status = 0;
        const statements = (
          await recorder.capture(async () => {
            status = (await request()).statusCode;
          })
        ).filter(isAppStatement);
        expect([name, status]).toEqual([name, 200]);
        for (const statement of statements) {
          const scanned = unboundedScans(await recorder.explain(statement), indexes).filter((scan) => !FIXED_SIZE_TABLES.has(scan.split(' ')[0]!));
          if (scanned.length > 0) findings.push(`${name}: ${scanned.join(', ')} in: ${statement.text}`);
        }
      }
    } finally {
      recorder.restore();
    }
    expect(findings).toEqual([]);
  }, 120_000);
});

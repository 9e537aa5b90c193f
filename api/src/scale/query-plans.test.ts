import { getAs, postJson, useTestApp } from '../test/test-app';
import type { Mailer } from '../providers/mail/mailer';
import { isoWeekOf, todayOf } from '../modules/maintenance/calendar-date';
import { sendWeeklyEmailBatch } from '../modules/maintenance/weekly-email-batch';
import { batchRanges } from '../modules/maintenance/weekly-email-run';
import { alertLinkSigner } from '../modules/property/alerts/alert-links';
import { permitAlertRanges, sendNearbyPermitBatch } from '../modules/property/alerts/nearby-permit-alerts';
import { sendValueAlertBatch } from '../modules/property/alerts/value-alert-batch';
import { valueAlertRanges } from '../modules/property/alerts/value-alert-run';
import { propertyDataProvider } from '../modules/property/providers/sample-data.provider';
import { leadingColumns, queryRecorder, unboundedScans, type CapturedQuery } from './query-plans';
import { seedScale, type ScaleFixture } from './seed-scale';

// Every statement the measured routes and batch jobs send is EXPLAINed on a seeded database: none may read a table
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

/**
 * One batch of each batched job as its queue runs it (the range read first: planning reads every
 * subscriber once a tick by design): the weekly e-mail's, the value alerts' a year on, so every
 * home gets its first mark, moves and is alerted, and the nearby-permit alerts'. Each answers what it sent. A batch is a small part of
 * the users (500 of 100,000): so it is here, else the whole seeded table is one batch and its scan is right.
 */
const BATCH = 20;
async function measuredBatches(): Promise<Array<[string, () => Promise<{ sent: number }>]>> {
  const mailer: Mailer = { send: async () => undefined };
  const deps = { db: t.db, provider: propertyDataProvider(), mailer, links: alertLinkSigner('query-plans-test-secret'), siteOrigin: 'http://localhost:3000' };
  const today = todayOf(new Date());
  const [users] = await batchRanges(t.db, BATCH);
  const [homes] = await valueAlertRanges(t.db, BATCH);
  const [permitHomes] = await permitAlertRanges(t.db, BATCH);
  const nextYear = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 5, 1));
  return [
    ['weekly e-mail batch', () => sendWeeklyEmailBatch(deps, { week: isoWeekOf(today), today, ...users! }, { claimant: 'query-plans', concurrency: 2 })],
    ['value-alert batch', () => sendValueAlertBatch(deps, homes!, nextYear, { claimant: 'query-plans', concurrency: 2 })],
    ['nearby-permit batch', () => sendNearbyPermitBatch(deps, permitHomes!, new Date(), { claimant: 'query-plans', concurrency: 2 })],
  ];
}

const isAppStatement = (q: CapturedQuery) => !/\bpgboss\./i.test(q.text) && /^\s*(select|with|update|delete|insert)\b/i.test(q.text);

describe('query plans of the measured paths on a seeded database', () => {
  it('read no table that grows with users by a sequential scan: the requests and the batch jobs', async () => {
    const fixture = await seedScale(t.db, { users: 200, seed: 11, bigAgentClients: 600, bigPlanCount: 50 });
    const indexes = await leadingColumns(t.db);
    const recorder = queryRecorder(t.db);
    const findings: string[] = [];
    try {
      const explainEach = async (name: string, statements: CapturedQuery[]) => {
        for (const statement of statements.filter(isAppStatement)) {
          const scanned = unboundedScans(await recorder.explain(statement), indexes).filter((scan) => !FIXED_SIZE_TABLES.has(scan.split(' ')[0]!));
          if (scanned.length > 0) findings.push(`${name}: ${scanned.join(', ')} in: ${statement.text}`);
        }
      };
      for (const [name, request] of measuredRequests(fixture)) {
        let status = 0;
        const statements = await recorder.capture(async () => {
          status = (await request()).statusCode;
        });
        expect([name, status]).toEqual([name, 200]);
        await explainEach(name, statements);
      }
      for (const [name, batch] of await measuredBatches()) {
        let sent = 0;
        const statements = await recorder.capture(async () => {
          sent = (await batch()).sent;
        });
        // A batch that sent nothing would leave its claim and send statements unchecked.
        expect([name, sent > 0]).toEqual([name, true]);
        await explainEach(name, statements);
      }
    } finally {
      recorder.restore();
    }
    expect(findings).toEqual([]);
  }, 120_000);
});

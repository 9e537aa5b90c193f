import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { JobQueue, QueueSettings } from '../../jobs/job-queue';
import { escapeHtml } from '../../providers/mail/mailer';

import { homeEquityInputs } from '../property';
import { identifyProperty, type PropertyRow } from '../property';
import { userProperties } from '../property';
import type { PropertyDataProvider } from '../property';
import { componentLine, keyComponents, neighborhoodProjects, reportWithOwnerFacts } from '../property';
import { agentCardBlock, agentCardOf } from './agent-card.service';
import { agentClientDigests, agentClientEmailLog, agentClientInvitations } from './agent-engagement.tables';
import { agentClients } from './agent.tables';
import type { ClientLinkSigner } from './client-links';
import { para, sendClientEmail, type ClientMailDeps } from './client-email.service';
import { isSampleHome, reportAccessFor, sampleDataNote } from '../property';
import type { ClickName, LockableReportSection, ReportAccessLevel, SessionUser } from '@homeworth/shared-lib/domain';
import { displayDate, formatDollars, sectionOpen } from '@homeworth/shared-lib/domain';

// The monthly home digest of an agent's clients (Homebot's core feature): value and its
// change, the best-return project, maintenance due, nearby permits and sales, the agent's card.

/** After this many digests in a row without a click, a client gets the digest quarterly. */
export const DIGEST_QUARTERLY_AFTER_UNCLICKED = 6;
/** The digest pass: 15:00 UTC on the first day of each month (one job per tick however many processes run). */
export const DIGEST_CRON = '0 15 1 * *';
/** The digest queues: the monthly pass, and one client's digest (the pass fans out; "Send now" sends one). */
export const DIGEST_PASS_QUEUE = 'agent.client-digests';
export const CLIENT_DIGEST_QUEUE = 'agent.client-digest';
const DIGEST_QUEUE_SETTINGS = { retryLimit: 4, retryDelaySeconds: 120, expireInSeconds: 1800 } satisfies QueueSettings;

/** What the digest needs. */
export interface DigestDeps extends ClientMailDeps {
  provider: PropertyDataProvider;
  links: ClientLinkSigner;
}

/** The digest period of a date: `2026-11` (UTC). */
export const digestPeriod = (at: Date) => at.toISOString().slice(0, 7);

const monthsBetween = (from: string, to: string) => (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));

type ClientRow = typeof agentClients.$inferSelect;

/** What each digest part shows of the home report, so a reader sees only the sections their tier opens. */
const DIGEST_PART_SECTION = {
  change: 'valueHistory',
  forecast: 'forecast',
  components: 'condition',
  bestProject: 'recommendedProjects',
  maintenanceDue: 'propertyItems',
  permits: 'neighborhood',
  sales: 'recentSales',
} as const satisfies Record<string, LockableReportSection>;

/** The report level a digest is made for: the whole report, or one reader's tier of that home. */
type LevelOf = (property: PropertyRow) => Promise<ReportAccessLevel>;

/**
 * The digest's figures for a client's home at the reader's report level (the whole report by default),
 * or null when the address cannot be placed. A part the level does not open is null.
 */
export async function digestFigures(deps: Pick<DigestDeps, 'db' | 'provider'>, client: ClientRow, now = new Date(), levelOf: LevelOf = async () => 'full') {
  let property;
  try {
    property = await identifyProperty(deps.db, { address: client.address, city: client.city, state: client.state, zipCode: client.zipCode });
  } catch {
    return null;
  }
  const level = await levelOf(property);
  const open = (part: keyof typeof DIGEST_PART_SECTION) => sectionOpen(DIGEST_PART_SECTION[part], level);
  // The home's one report (owner corrections, its market's growth): the digest shows the report's figures.
  const report = await reportWithOwnerFacts(deps.db, deps.provider, property, now);
  const history = report.valueHistory;
  const today = { value: report.summary.currentValue };
  const lastYear = history[history.length - 2]?.value ?? today.value;
  const equity = await equityOf(deps.db, client.id, property.kukunId, today.value);
  const best = report.recommendedProjects.find((p) => p.estimatedProfit !== null) ?? report.recommendedProjects[0] ?? null;
  return {
    kukunId: property.kukunId,
    address: `${property.address}, ${property.city}, ${property.state} ${property.zipCode}`,
    isSample: report.dataSource.isSample,
    value: today.value,
    change: open('change') ? today.value - lastYear : null,
    equity,
    // The report's 5-year forecast and the roof's and kitchen cabinets' age and replacement cost.
    forecast: open('forecast') ? { year5Value: report.neighborhood.year5Value, totalGrowth: report.summary.totalGrowth } : null,
    components: open('components') ? keyComponents(report) : [],
    bestProject: best && open('bestProject') ? { name: best.projectName, cost: best.estimatedCost, profit: best.estimatedProfit, recoupPercent: best.recoupPercent } : null,
    maintenanceDue: open('maintenanceDue')
      ? report.summary.propertyItems
          .filter((i) => i.remainingUsefulLife <= 1)
          .slice(0, 3)
          .map((i) => i.propertyItemName)
      : [],
    // Nearby permits, newest first (the home's own permit history is in the report).
    permits: open('permits')
      ? neighborhoodProjects(deps.provider, property)
          .permits.sort((a, b) => b.permitDate.localeCompare(a.permitDate))
          .slice(0, 3)
          .map((p) => `${p.projectType} at ${p.address} (${p.distance} mi), filed ${displayDate(p.permitDate)}`)
      : null,
    sales: open('sales') ? report.recentSales.slice(0, 3).map((s) => `${s.address} sold ${displayDate(s.saleDate)} for ${formatDollars(s.salePrice)}`) : null,
    lockedParts: (Object.keys(DIGEST_PART_SECTION) as Array<keyof typeof DIGEST_PART_SECTION>).filter((part) => !open(part)),
  };
}

/** The client's equity when they gave a mortgage balance for this home in their account (their own value over the report's). */
async function equityOf(db: Database, clientId: number, kukunId: number, reportValue: number): Promise<number | null> {
  const [row] = await db
    .select({ ownerValue: homeEquityInputs.ownerValue, mortgageBalance: homeEquityInputs.mortgageBalance })
    .from(agentClientInvitations)
    .innerJoin(userProperties, and(eq(userProperties.userId, agentClientInvitations.acceptedUserId), eq(userProperties.kukunId, kukunId)))
    .innerJoin(homeEquityInputs, eq(homeEquityInputs.userPropertyId, userProperties.id))
    .where(eq(agentClientInvitations.clientId, clientId))
    .limit(1);
  if (!row || row.mortgageBalance === null) return null;
  return (row.ownerValue ?? reportValue) - row.mortgageBalance;
}

type Figures = NonNullable<Awaited<ReturnType<typeof digestFigures>>>;

/** The digest body: sections of lines, each with its link (tracked in the email, plain in the preview). */
function digestBody(client: ClientRow, f: Figures, link: (clickName: ClickName, path: string) => string) {
  const change = f.change === null ? '' : ` (${f.change >= 0 ? '+' : '-'}${formatDollars(Math.abs(f.change))} over the last year)`;
  const sections: Array<{ title: string; lines: string[]; link?: { clickName: ClickName; path: string; label: string } }> = [
    {
      title: 'Your home value',
      lines: [`${formatDollars(f.value)}${change}`, ...(f.equity !== null ? [`Your equity: ${formatDollars(f.equity)} (from the mortgage balance you gave)`] : [])],
      link: { clickName: 'CheckHomeValues', path: `/properties/${f.kukunId}`, label: 'See your home value' },
    },
    ...(f.forecast || f.components.length > 0
      ? [
          {
            title: 'Your home’s figures',
            lines: [
              ...(f.forecast ? [`Forecast: ${formatDollars(f.forecast.year5Value)} in 5 years (${f.forecast.totalGrowth >= 0 ? '+' : ''}${f.forecast.totalGrowth}%)`] : []),
              ...f.components.map((c) => `${c.name}: ${componentLine(c)}`),
            ],
          },
        ]
      : []),
    ...(f.bestProject
      ? [
          {
            title: 'Best-return project',
            lines: [
              `${f.bestProject.name}: costs about ${formatDollars(f.bestProject.cost)}, recoups ${f.bestProject.recoupPercent}% at sale${f.bestProject.profit ? ` (adds ${formatDollars(f.bestProject.profit)} over its cost)` : ''}`,
            ],
          },
        ]
      : []),
    ...(f.maintenanceDue.length > 0 ? [{ title: 'Maintenance due', lines: f.maintenanceDue.map((m) => `${m} is at or near the end of its expected life`) }] : []),
    ...(f.permits
      ? [
          {
            title: 'Nearby permits',
            lines: f.permits.length > 0 ? f.permits : ['No permits filed nearby lately.'],
            link: { clickName: 'SeeNeighborhoodActivity' as const, path: '/my-neighborhood/projects', label: 'See neighborhood activity' },
          },
        ]
      : []),
    ...(f.sales
      ? [{ title: 'Recent sales nearby', lines: f.sales, link: { clickName: 'SeeRecentSales' as const, path: `/properties/${f.kukunId}#recent-sales`, label: 'See recent sales' } }]
      : []),
  ];
  const intro = `Hi ${client.firstName}, here is this month's news about ${f.address}.`;
  const sample = f.isSample ? sampleDataNote('in this e-mail') : '';
  const dashboard = link('CheckYourDashboard', '/dashboard');
  const text = [intro, ...(sample ? [sample] : []), ''];
  let html = para(intro) + (sample ? `<p><em>${escapeHtml(sample)}</em></p>` : '');
  for (const s of sections) {
    const url = s.link ? link(s.link.clickName, s.link.path) : null;
    text.push(s.title, ...s.lines.map((l) => `- ${l}`), ...(url && s.link ? [`${s.link.label}: ${url}`] : []), '');
    html += `<h2 style="font-size:1.1rem;margin:16px 0 4px">${escapeHtml(s.title)}</h2><ul>${s.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>${url && s.link ? `<p><a href="${escapeHtml(url)}">${escapeHtml(s.link.label)}</a></p>` : ''}`;
  }
  text.push(`Open your dashboard: ${dashboard}`);
  html += `<p><a href="${escapeHtml(dashboard)}">Open your dashboard</a></p>`;
  return { text, html };
}

/** The digest parts' names, for the preview's note on what the agent's plan leaves out. */
const DIGEST_PART_NAMES: Record<keyof typeof DIGEST_PART_SECTION, string> = {
  change: 'the value change',
  forecast: 'the forecast',
  components: 'the roof and kitchen cabinets',
  bestProject: 'the best-return project',
  maintenanceDue: 'maintenance due',
  permits: 'nearby permits',
  sales: 'recent sales nearby',
};

/**
 * The digest as the agent previews it in the browser (links not tracked): only what the agent's own
 * report tier opens of that home (the preview is the agent reading the report); null when the address
 * cannot be placed.
 */
export async function digestPreviewHtml(deps: Pick<DigestDeps, 'db' | 'provider' | 'siteOrigin'>, client: ClientRow, agent: SessionUser): Promise<string | null> {
  const levelOf: LevelOf = async (property) => (await reportAccessFor(deps.db, agent, property.kukunId, isSampleHome(property))).level;
  const figures = await digestFigures(deps, client, new Date(), levelOf);
  if (!figures) return null;
  const body = digestBody(client, figures, (_name, path) => `${deps.siteOrigin}${path}`);
  const leftOut = figures.lockedParts.map((part) => DIGEST_PART_NAMES[part]).join(', ');
  const note = leftOut
    ? `<p><em>${escapeHtml(`Left out of this preview, as your plan does not open them in the home report: ${leftOut}. Agent Pro opens the whole report.`)}</em></p>`
    : '';
  const card = await agentCardOf(deps.db, client.agentUserId);
  const cardHtml = card ? agentCardBlock(card, deps.siteOrigin).html : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Digest preview: ${escapeHtml(client.firstName)} ${escapeHtml(client.lastName)} - Homeworth</title></head><body style="font-family:system-ui,sans-serif;color:#1b2a41;max-width:560px;margin:2rem auto;padding:0 1rem"><main><h1 style="font-size:1.4rem">Your home this month (preview)</h1>${note}${body.html}${cardHtml}</main></body></html>`;
}

/**
 * Sends one client's digest for `period` if it is due: the client joined (accepted the invitation),
 * the agent has not turned it off, the client has not unsubscribed, and a quarterly client had no
 * digest in the two months before. The email log's unique (client, period) row keeps it to one per
 * period however many workers run. Returns true when sent.
 */
export async function sendClientDigest(deps: DigestDeps, clientId: number, period: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ client: agentClients, digest: agentClientDigests })
    .from(agentClients)
    .leftJoin(agentClientDigests, eq(agentClientDigests.clientId, agentClients.id))
    .where(eq(agentClients.id, clientId));
  if (!row || row.client.email === '') return false;
  if (row.digest && (!row.digest.enabled || row.digest.unsubscribedAt)) return false;
  const [joined] = await deps.db
    .select({ id: agentClientInvitations.id })
    .from(agentClientInvitations)
    .where(and(eq(agentClientInvitations.clientId, clientId), isNotNull(agentClientInvitations.acceptedUserId)))
    .limit(1);
  if (!joined) return false;
  if (row.digest?.cadence === 'quarterly') {
    const [last] = await deps.db
      .select({ period: sql<string>`max(${agentClientEmailLog.period})` })
      .from(agentClientEmailLog)
      .where(and(eq(agentClientEmailLog.clientId, clientId), eq(agentClientEmailLog.kind, 'digest')));
    if (last?.period && monthsBetween(last.period, period) < 3) return false;
  }
  const figures = await digestFigures(deps, row.client);
  if (!figures) return false;
  const unsubscribe = deps.links.digestUnsubscribeUrl(deps.siteOrigin, clientId);
  const logId = await sendClientEmail(
    deps,
    { id: clientId, agentUserId: row.client.agentUserId, email: row.client.email, firstName: row.client.firstName },
    'digest',
    {
      subject: `Your home this month: ${formatDollars(figures.value)}`,
      body: (link) => {
        const body = digestBody(row.client, figures, link);
        return {
          text: [...body.text, '', `Unsubscribe from these digests: ${unsubscribe}`],
          html: `${body.html}<p style="font-size:.85rem"><a href="${escapeHtml(unsubscribe)}">Unsubscribe from these digests</a></p>`,
        };
      },
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    },
    period,
  );
  if (logId === null) return false;
  // Counted as unclicked until a click resets it (client-link.route.ts); six in a row: quarterly.
  await deps.db
    .insert(agentClientDigests)
    .values({ clientId, unclickedSends: 1 })
    .onConflictDoUpdate({
      target: agentClientDigests.clientId,
      set: {
        unclickedSends: sql`${agentClientDigests.unclickedSends} + 1`,
        cadence: sql`case when ${agentClientDigests.unclickedSends} + 1 >= ${DIGEST_QUARTERLY_AFTER_UNCLICKED} then 'quarterly' else ${agentClientDigests.cadence} end`,
        updatedAt: sql`now()`,
      },
    });
  return true;
}

/** The monthly pass: one client-digest job per joined client with an email (the job sends it if due). */
export async function runDigestPass(deps: DigestDeps, jobs: JobQueue, now = new Date()): Promise<number> {
  const period = digestPeriod(now);
  const clients = await deps.db
    .selectDistinct({ id: agentClients.id })
    .from(agentClients)
    .innerJoin(agentClientInvitations, and(eq(agentClientInvitations.clientId, agentClients.id), isNotNull(agentClientInvitations.acceptedUserId)))
    .where(ne(agentClients.email, ''));
  for (const { id } of clients) await jobs.send(CLIENT_DIGEST_QUEUE, { clientId: id, period }, { idempotencyKey: `digest:${id}:${period}` });
  return clients.length;
}

/** Defines the digest queues and the monthly cron; with `workers`, this process also sends. */
export async function startDigestJobs(jobs: JobQueue, deps: DigestDeps, options: { workers: boolean }): Promise<void> {
  await jobs.define(DIGEST_PASS_QUEUE, DIGEST_QUEUE_SETTINGS);
  await jobs.define(CLIENT_DIGEST_QUEUE, DIGEST_QUEUE_SETTINGS);
  await jobs.schedule(DIGEST_PASS_QUEUE, DIGEST_CRON);
  if (!options.workers) return;
  await jobs.work(DIGEST_PASS_QUEUE, async () => void (await runDigestPass(deps, jobs)));
  await jobs.work<{ clientId: number; period: string }>(CLIENT_DIGEST_QUEUE, async (job) => void (await sendClientDigest(deps, job.data.clientId, job.data.period)));
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES, MESSAGES, type SharedByAgent, formatPhone } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { escapeHtml } from '../../providers/mail/mailer';
import { isAgentPro } from '../payment';
import { findProperty } from '../property';
import type { PropertyDataProvider } from '../property';
import { reportWithOwnerFacts, type HomeReport } from '../property';
import { homeReportPdf, reportLines, type ReportPdfBranding } from '../property';
import { agentCardOf, type AgentCard } from './agent-card.service';

// What Pro is worth: a Pro agent shares a home report under their own name,
// photo and links, as a page and a PDF. Free agents get the payment wall.

/** Where branded reports are served (outside /api/v1: the link is opened by clients and prospects, signed in or not). */
export const BRANDED_SHARE_PREFIX = '/api/agent-share';

/** The answer to a free agent. */
export const PRO_REQUIRED_MESSAGE = 'Branded reports are part of Agent/Broker PRO. Upgrade to share reports under your name, photo and links.';

/**
 * Signs branded report links: `<agentId>.<kukunId>.<HMAC>` under a key derived from the link secret,
 * so nobody can put an agent's name on a report or use another agent's branding.
 */
export function brandedShareSigner(linkSecret: string) {
  const key = createHmac('sha256', linkSecret).update('homeworth agent branded report v1').digest();
  const mac = (agentId: number, kukunId: number) => createHmac('sha256', key).update(`${agentId}:${kukunId}`).digest('base64url');
  return {
    token: (agentId: number, kukunId: number) => `${agentId}.${kukunId}.${mac(agentId, kukunId)}`,
    /** The agent and home of a token we signed, or null. */
    read(token: string): { agentId: number; kukunId: number } | null {
      const match = /^(\d{1,10})\.(\d{1,10})\.([\w-]{43})$/.exec(token);
      if (!match) return null;
      const agentId = Number(match[1]);
      const kukunId = Number(match[2]);
      const expected = Buffer.from(mac(agentId, kukunId));
      const given = Buffer.from(match[3]!);
      return given.length === expected.length && timingSafeEqual(given, expected) ? { agentId, kukunId } : null;
    },
  };
}

/** Signs and reads branded report links. */
export type BrandedShareSigner = ReturnType<typeof brandedShareSigner>;

/** A Pro agent's branded links of a home; 403 PRO_REQUIRED for a free agent, 404 for an unknown home. */
export async function createBrandedShare(db: Database, signer: BrandedShareSigner, agentId: number, kukunId: number) {
  if (!(await isAgentPro(db, agentId))) throw new ApiError(403, 'PRO_REQUIRED', PRO_REQUIRED_MESSAGE);
  if (!(await findProperty(db, kukunId))) throw new ApiError(404, ERROR_CODES.notFound, MESSAGES.notFound);
  const path = `${BRANDED_SHARE_PREFIX}/${signer.token(agentId, kukunId)}`;
  return { url: path, pdfUrl: `${path}/pdf` };
}

/** The branding of an estimate a Pro agent shares (their card); null for anyone else. */
export async function sharedByProAgent(db: Database, ownerId: number): Promise<SharedByAgent | null> {
  if (!(await isAgentPro(db, ownerId))) return null;
  const card = await agentCardOf(db, ownerId);
  if (!card) return null;
  return {
    agentId: card.agentId,
    name: agentName(card),
    companyName: card.companyName,
    email: card.email,
    phone: card.phone,
    imageUrl: card.imageUrl,
    mlsLink: card.mlsLink,
    financingLink: card.financingLink,
    insuranceLink: card.insuranceLink,
  };
}

/** The report and the agent of a branded link; null when forged, the home is gone or the agent is no longer Pro. */
export async function brandedReport(
  db: Database,
  provider: PropertyDataProvider,
  signer: BrandedShareSigner,
  token: string,
): Promise<{ report: HomeReport; agent: AgentCard } | null> {
  const ids = signer.read(token);
  if (!ids) return null;
  const [property, agent] = await Promise.all([findProperty(db, ids.kukunId), agentCardOf(db, ids.agentId)]);
  if (!property || !agent || !(await isAgentPro(db, ids.agentId))) return null;
  return { report: await reportWithOwnerFacts(db, provider, property), agent };
}

const agentName = (a: AgentCard) => [a.firstName, a.lastName].filter(Boolean).join(' ') || a.displayName;

/** The branded page (HTML, no script). */
export function brandedReportHtml(report: HomeReport, agent: AgentCard, pdfPath: string): string {
  const l = reportLines(report);
  const name = agentName(agent);
  const links = [
    agent.phone ? `<a href="tel:+1${escapeHtml(agent.phone)}">Call ${escapeHtml(formatPhone(agent.phone))}</a>` : '',
    `<a href="mailto:${escapeHtml(agent.email)}">Email ${escapeHtml(agent.email)}</a>`,
    agent.mlsLink ? `<a href="${escapeHtml(agent.mlsLink)}" rel="noopener noreferrer">Listings</a>` : '',
    agent.financingLink ? `<a href="${escapeHtml(agent.financingLink)}" rel="noopener noreferrer">Financing</a>` : '',
    agent.insuranceLink ? `<a href="${escapeHtml(agent.insuranceLink)}" rel="noopener noreferrer">Insurance</a>` : '',
  ].filter(Boolean);
  const list = (items: string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(l.address)}: home report by ${escapeHtml(name)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;color:#1F2937;background:#F7F7FA}header{background:#1B2A4A;color:#fff;padding:20px 16px}header .in,main{max-width:760px;margin:0 auto}header .in{display:flex;flex-wrap:wrap;gap:16px;align-items:center}header img{width:90px;height:90px;border-radius:50%;object-fit:cover}header a{color:#FED7AA;margin-right:12px;font-weight:600}main{padding:16px}section{background:#fff;border:1px solid #D0D5DD;border-radius:12px;padding:16px 20px;margin:16px 0}h1{font-size:1.5rem;margin:0 0 4px;color:#1B2A4A;overflow-wrap:anywhere}h2{font-size:1.1rem;color:#1B2A4A;margin:0 0 8px}dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0}dt{font-weight:600}dd{margin:0}.muted{color:#4B5563}a:focus-visible{outline:3px solid #f0a500;outline-offset:2px}</style></head>
<body><header><div class="in">${agent.imageUrl ? `<img src="${escapeHtml(agent.imageUrl)}" alt="${escapeHtml(name)}">` : ''}<div><p style="margin:0">Prepared for you by</p><p style="margin:2px 0;font-size:1.3rem;font-weight:700">${escapeHtml(name)}${agent.companyName ? `, ${escapeHtml(agent.companyName)}` : ''}</p><p style="margin:0">${links.join(' ')}</p></div></div></header>
<main><h1>${escapeHtml(l.address)}</h1>${l.sample ? `<p class="muted"><em>${escapeHtml(l.sample)}</em></p>` : ''}
<section aria-labelledby="v"><h2 id="v">Value and condition</h2><dl>${l.facts.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl></section>
<section aria-labelledby="p"><h2 id="p">Projects with the best return</h2>${list(l.projects)}</section>
<section aria-labelledby="s"><h2 id="s">Recent sales nearby</h2>${l.sales.length ? list(l.sales) : '<p>No recent sales nearby.</p>'}</section>
<p><a href="${escapeHtml(pdfPath)}">Download this report as a PDF</a></p><p class="muted">Home report by Homeworth, shared by ${escapeHtml(name)}.</p></main></body></html>`;
}

/** What the agent's card block of a branded PDF says (home report and estimate). */
export function agentPdfBranding(agent: AgentCard): ReportPdfBranding {
  return {
    preparedBy: `${agentName(agent)}${agent.companyName ? `, ${agent.companyName}` : ''}`,
    contact: [agent.phone ? formatPhone(agent.phone) : '', agent.email, agent.mlsLink ?? ''].filter(Boolean).join('  ·  '),
  };
}

/** The branded report as a PDF (the home report PDF under the agent's card block). */
export function brandedReportPdf(report: HomeReport, agent: AgentCard): Promise<Buffer> {
  return homeReportPdf(report, agentPdfBranding(agent));
}

import PDFDocument from 'pdfkit';
import { formatDollars } from '@homeworth/shared-lib/domain';
import type { HomeReport } from './report.service';

// The home report as a PDF: one implementation for the owner's download of a paid address
// (GET properties/:kukunId/report.pdf) and a Pro agent's branded share (agent/branded-share).

/** The report's lines, shared by the branded page and the PDF. */
export function reportLines(report: HomeReport) {
  const s = report.summary;
  return {
    address: `${s.address}, ${s.city}, ${s.state} ${s.zipCode}`,
    facts: [
      ['Estimated value', formatDollars(s.currentValue)],
      ['5-year forecast', `${formatDollars(report.neighborhood.year5Value)} (${s.totalGrowth >= 0 ? '+' : ''}${s.totalGrowth}%)`],
      ['Condition score', `${s.propertyScore} / 100`],
      ...keyComponents(report).map((c): [string, string] => [c.name, componentLine(c)]),
      ['Home', `${s.bedrooms} bed · ${s.bathrooms} bath · ${s.buildingArea.toLocaleString('en-US')} sq ft · built ${s.yearBuilt}`],
    ] as Array<[string, string]>,
    projects: report.recommendedProjects.slice(0, 3).map((p) => `${p.projectName}: about ${formatDollars(p.estimatedCost)}, recoups ${p.recoupPercent}%`),
    sales: report.recentSales.slice(0, 3).map((x) => `${x.address}: ${formatDollars(x.salePrice)} on ${x.saleDate}`),
    sample: report.dataSource.isSample ? 'Figures are sample data (no live property data provider is configured).' : '',
  };
}

type Component = HomeReport['condition']['components'][number];

/** The components every reader of a home names with their age and cost: the roof and the kitchen cabinets. */
export const keyComponents = (report: HomeReport): Component[] => report.condition.components.filter((c) => c.key === 'roof' || c.key === 'kitchenCabinets');

/** One component's install year, age and replacement cost, e.g. "installed 2005, 21 years old; replacing costs about $13,658". */
export function componentLine(c: Component): string {
  return `installed ${c.installYear}, ${c.age} years old${c.replacementCost === null ? '' : `; replacing costs about ${formatDollars(c.replacementCost)}`}`;
}

/** The agent card block at the top of a branded report. */
export interface ReportPdfBranding {
  /** "Jane Doe, Acme Realty". */
  preparedBy: string;
  /** Phone, email and listings link on one line. */
  contact: string;
}

/**
 * The agent's card block at the top of a branded PDF (the home report and a shared estimate): a navy
 * band with "Prepared for you by", the agent and their contact line. Leaves the cursor below it.
 */
export function drawAgentCardBlock(doc: PDFKit.PDFDocument, branding: ReportPdfBranding): void {
  doc.rect(0, 0, doc.page.width, 96).fill('#1B2A4A');
  doc.font('Helvetica').fontSize(11).fillColor('#FED7AA').text('Prepared for you by', 50, 24);
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#FFFFFF').text(branding.preparedBy, 50, 40);
  doc.font('Helvetica').fontSize(10).fillColor('#FFFFFF').text(branding.contact, 50, 66);
  doc.x = 50;
  doc.y = 120;
}

/** The home report as a PDF; with `branding`, under the agent's card block. */
export function homeReportPdf(report: HomeReport, branding?: ReportPdfBranding): Promise<Buffer> {
  const l = reportLines(report);
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, compress: false, info: { Title: `Home report: ${l.address}`, Author: branding?.preparedBy ?? 'Homeworth' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (branding) {
    drawAgentCardBlock(doc, branding);
  } else {
    doc.rect(0, 0, doc.page.width, 96).fill('#1B2A4A');
    doc.font('Helvetica-Bold').fontSize(18).fillColor('#FFFFFF').text('Homeworth home report', 50, 36);
    doc.x = 50;
    doc.y = 120;
  }
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#1B2A4A').text(l.address);
  if (l.sample) doc.font('Helvetica-Oblique').fontSize(9).fillColor('#4B5563').text(l.sample);
  const section = (title: string, lines: string[]) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('#1B2A4A').text(title).moveDown(0.3);
    for (const line of lines) doc.font('Helvetica').fontSize(10).fillColor('#111827').text(line);
  };
  section(
    'Value and condition',
    l.facts.map(([k, v]) => `${k}: ${v}`),
  );
  section('Projects with the best return', l.projects);
  section('Recent sales nearby', l.sales.length ? l.sales : ['No recent sales nearby.']);
  doc.end();
  return done;
}

import PDFDocument from 'pdfkit';
import { HOME_COMPONENTS, displayDate, formatDollars } from '@homeworth/shared-lib/domain';
import { componentRenewedBy } from './permit-work-types';
import { LEFT, NAVY, WIDTH, paragraph, sectionTitle, table, valueChart } from './report-pdf-drawing';
import type { HomeReport } from './report.service';
import { SAMPLE_DATA_LABEL, sampleDataNote } from './sample-data-words';

// The home report as a PDF: one implementation for the owner's download of a paid address
// (GET properties/:kukunId/report.pdf) and a Pro agent's branded share (agent/branded-share).
// Every figure is read from the report it is given (the report service's), never worked out again here.

const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;
const signed = (n: number) => `${n >= 0 ? '+' : ''}${n}%`;

/** The report's lines, shared by the branded page and the PDF. */
export function reportLines(report: HomeReport) {
  const s = report.summary;
  return {
    address: `${s.address}, ${s.city}, ${s.state} ${s.zipCode}`,
    facts: [
      ['Estimated value', formatDollars(s.currentValue)],
      ['5-year forecast', `${formatDollars(report.neighborhood.year5Value)} (${signed(s.totalGrowth)})`],
      ['Condition score', `${s.propertyScore} / 100`],
      ...keyComponents(report).map((c): [string, string] => [c.name, componentLine(c)]),
      ['Home', `${s.bedrooms} bed · ${s.bathrooms} bath · ${s.buildingArea.toLocaleString('en-US')} sq ft · built ${s.yearBuilt}`],
    ] as Array<[string, string]>,
    projects: report.recommendedProjects.slice(0, 3).map((p) => `${p.projectName}: about ${formatDollars(p.estimatedCost)}, recoups ${p.recoupPercent}%`),
    sales: report.recentSales.slice(0, 3).map((x) => `${x.address}: ${formatDollars(x.salePrice)} on ${displayDate(x.saleDate)}`),
    sample: report.dataSource.isSample ? sampleDataNote('in this report') : '',
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

/** Value and range, the facts of the home and its value chart. */
function valuePage(doc: PDFKit.PDFDocument, report: HomeReport): void {
  const s = report.summary;
  sectionTitle(doc, 'Value and range');
  paragraph(doc, `Estimated value: ${formatDollars(s.currentValue)}`, { bold: true, size: 16, color: NAVY });
  const range = s.valueRange;
  paragraph(
    doc,
    range
      ? `Likely range: ${formatDollars(range.low)} to ${formatDollars(range.high)} (80% range of the market model, as of ${displayDate(range.asOf)})`
      : 'Likely range: not given for this home (its value comes from the area’s price per square foot, not from a model of recorded sales).',
  );
  paragraph(doc, `5-year forecast: ${formatDollars(report.neighborhood.year5Value)} in ${report.forecast[report.forecast.length - 1]?.year ?? ''} (${signed(s.totalGrowth)})`);
  paragraph(doc, `Condition score: ${s.propertyScore} / 100`);
  paragraph(
    doc,
    `Home: ${s.bedrooms} bed · ${s.bathrooms} bath · ${s.buildingArea.toLocaleString('en-US')} sq ft · built ${s.yearBuilt}${s.lotSize ? ` · lot ${s.lotSize.toLocaleString('en-US')} sq ft` : ''}`,
  );
  if (s.salePrice !== null && s.saleDate) paragraph(doc, `Last sale: ${formatDollars(s.salePrice)} on ${displayDate(s.saleDate)}`);
  sectionTitle(doc, 'Value forecast', 'Past values and the forecast of the next five years, along the area’s yearly growth.');
  valueChart(doc, report.valueHistory, report.forecast);
  table(
    doc,
    [
      { header: 'Year', width: 128 },
      { header: 'Value', width: 128, align: 'right' },
    ],
    report.forecast.map((p) => [String(p.year), formatDollars(p.value)]),
  );
}

/** Each component: its install year, the life it has left and what replacing it costs. */
function conditionSection(doc: PDFKit.PDFDocument, report: HomeReport): void {
  sectionTitle(doc, 'Condition by component', `Condition score ${report.condition.score} / 100. Replacement costs are the estimator's prices for this home.`);
  table(
    doc,
    [
      { header: 'Component', width: 170 },
      { header: 'Installed or replaced', width: 110 },
      { header: 'Remaining life', width: 110 },
      { header: 'Replacement cost', width: 122, align: 'right' },
    ],
    report.condition.components.map((c) => [
      c.name,
      String(c.installYear),
      c.remainingUsefulLife === 0 ? 'Past its life' : years(c.remainingUsefulLife),
      c.replacementCost === null ? '—' : formatDollars(c.replacementCost),
    ]),
  );
}

/** The home's permits, and which part each renewed (a permit for other work renews none). */
function permitsSection(doc: PDFKit.PDFDocument, report: HomeReport): void {
  sectionTitle(doc, 'Permits', 'A permit renews a part only when its work replaced that part; other permits are listed and change no age.');
  if (report.permits.length === 0) return paragraph(doc, 'No permits on file.');
  const nameOf = (key: string | null) => HOME_COMPONENTS.find((c) => c.key === key)?.name ?? 'None';
  table(
    doc,
    [
      { header: 'Date', width: 80 },
      { header: 'Work', width: 200 },
      { header: 'Company', width: 122 },
      { header: 'Renews', width: 110 },
    ],
    report.permits.map((p) => [
      displayDate(p.permitDate),
      `${p.kukunPermitLabelList.split('|').join(', ')}: ${p.permitDescription}`,
      p.companyName || '—',
      nameOf(componentRenewedBy({ labels: p.kukunPermitLabelList, description: p.permitDescription })),
    ]),
  );
}

function salesSection(doc: PDFKit.PDFDocument, report: HomeReport): void {
  sectionTitle(doc, 'Comparable sales', 'Nearby homes, their last sale and their value today along the area’s trend.');
  if (report.comparables.length === 0) return paragraph(doc, 'No recent sales nearby.');
  const sales = [...report.comparables].sort((a, b) => b.lastSale.saleDate.localeCompare(a.lastSale.saleDate));
  table(
    doc,
    [
      { header: 'Home', width: 150 },
      { header: 'Sold', width: 80 },
      { header: 'Sale price', width: 80, align: 'right' },
      { header: 'Value today', width: 80, align: 'right' },
      { header: 'Size', width: 72, align: 'right' },
      { header: 'Distance', width: 50, align: 'right' },
    ],
    sales.map((c) => [
      `${c.address} (${c.bedrooms} bd, ${c.bathrooms} ba)`,
      displayDate(c.lastSale.saleDate),
      formatDollars(c.lastSale.salePrice),
      formatDollars(c.estimatedValue),
      `${c.buildingArea.toLocaleString('en-US')} sq ft`,
      `${c.distance} mi`,
    ]),
  );
}

function projectsSection(doc: PDFKit.PDFDocument, report: HomeReport): void {
  sectionTitle(doc, 'Project ideas', 'What each project costs for this home and how much of it a sale would recoup.');
  if (report.recommendedProjects.length === 0) return paragraph(doc, 'No project ideas for this home.');
  table(
    doc,
    [
      { header: 'Project', width: 200 },
      { header: 'Cost', width: 104, align: 'right' },
      { header: 'Recouped at sale', width: 104, align: 'right' },
      { header: 'Adds over its cost', width: 104, align: 'right' },
    ],
    report.recommendedProjects.map((p) => [p.projectName, formatDollars(p.estimatedCost), `${p.recoupPercent}%`, p.estimatedProfit ? formatDollars(p.estimatedProfit) : '—']),
  );
}

/** Every page's foot: the address, the sample-data label when it applies, and the page number. */
function footers(doc: PDFKit.PDFDocument, address: string, isSample: boolean): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would start a new page.
    doc.page.margins.bottom = 0;
    const line = `Homeworth home report · ${address}${isSample ? ` · ${SAMPLE_DATA_LABEL}` : ''} · Page ${i - start + 1} of ${count}`;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#4B5563')
      .text(line, LEFT, doc.page.height - 40, { width: WIDTH, align: 'center', lineBreak: false });
  }
}

/** The home report as a PDF; with `branding`, under the agent's card block. */
export function homeReportPdf(report: HomeReport, branding?: ReportPdfBranding): Promise<Buffer> {
  const l = reportLines(report);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    compress: false,
    bufferPages: true,
    info: { Title: `Home report: ${l.address}`, Author: branding?.preparedBy ?? 'Homeworth' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (branding) {
    drawAgentCardBlock(doc, branding);
  } else {
    doc.rect(0, 0, doc.page.width, 96).fill(NAVY);
    doc.font('Helvetica-Bold').fontSize(18).fillColor('#FFFFFF').text('Homeworth home report', 50, 36);
    doc.x = 50;
    doc.y = 120;
  }
  doc.font('Helvetica-Bold').fontSize(16).fillColor(NAVY).text(l.address);
  if (l.sample) doc.font('Helvetica-Oblique').fontSize(9).fillColor('#4B5563').text(l.sample);
  valuePage(doc, report);
  doc.addPage();
  conditionSection(doc, report);
  permitsSection(doc, report);
  doc.addPage();
  salesSection(doc, report);
  projectsSection(doc, report);
  footers(doc, l.address, report.dataSource.isSample);
  doc.end();
  return done;
}

import PDFDocument from 'pdfkit';
import { displayDate, formatDollars, type EstimateResult, type EstimatorPlan } from '@homeworth/shared-lib/domain';
import { answersSummary } from './estimator-answer-text';
import { drawAgentCardBlock, type ReportPdfBranding } from '../property';

// The estimator report as a PDF: property and answers,
// line items with a bar chart, the range, return on investment, exclusions and sources.

const NAVY = '#1B2A4A';
const ORANGE = '#C2410C';
const MUTED = '#4B5563';
const BAR_COLOURS: Record<string, string> = { materials: ORANGE, labour: NAVY, demolition: '#5B3FA8', permits: '#0F766E', contingency: '#6B7280' };

/** "estimator report <name> <timestamp>.pdf", the spec's file name pattern, safe for headers. */
export function estimatorReportFileName(ownerName: string, at: Date): string {
  const name = ownerName.replace(/[^A-Za-z0-9 -]/g, '').trim() || 'Homeworth';
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  return `estimator report ${name} ${stamp}.pdf`;
}

function heading(doc: PDFKit.PDFDocument, text: string): void {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(NAVY).text(text).moveDown(0.3);
}

function row(doc: PDFKit.PDFDocument, label: string, value: string, bold = false): void {
  const y = doc.y;
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(10)
    .fillColor('#111827')
    .text(label, 50, y, { width: 330 });
  const labelBottom = doc.y;
  doc.text(value, 390, y, { width: 155, align: 'right' });
  doc.y = Math.max(labelBottom, doc.y) + 4;
  doc.x = 50;
}

/**
 * Renders the report of a saved plan, priced by `estimate`, for its owner; with `branding` (a Pro
 * agent's shared estimate), under the agent's card block instead of the Homeworth band.
 */
export function renderEstimatePdf(plan: EstimatorPlan, estimate: EstimateResult, ownerName: string, at: Date, branding?: ReportPdfBranding): Promise<Buffer> {
  // Uncompressed content keeps the report's text searchable by tools and tests; reports are small.
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, compress: false, info: { Title: `Homeworth estimator report: ${estimate.projectName}`, Author: 'Homeworth' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const project = `${estimate.projectName} · ${estimate.finishLevels.find((f) => f.level === estimate.finishLevel)?.label} finish`;
  if (branding) {
    drawAgentCardBlock(doc, branding);
    doc.font('Helvetica-Bold').fontSize(16).fillColor(NAVY).text('Estimator report');
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(MUTED)
      .text(`${project} · ${displayDate(at.toISOString())}`)
      .moveDown(0.6);
  } else {
    doc.rect(0, 0, doc.page.width, 96).fill(NAVY);
    doc.font('Helvetica-Bold').fontSize(20).fillColor('#FFFFFF').text('Homeworth estimator report', 50, 30);
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor('#FED7AA')
      .text(`${project} · prepared for ${ownerName} on ${displayDate(at.toISOString())}`, 50, 60);
    doc.x = 50;
    doc.y = 120;
  }

  doc.font('Helvetica').fontSize(11).fillColor(MUTED).text('Estimated project cost');
  doc.font('Helvetica-Bold').fontSize(30).fillColor(NAVY).text(formatDollars(estimate.totalEstimatedProjectCost));
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(MUTED)
    .text(`Likely range ${formatDollars(estimate.range.low)} to ${formatDollars(estimate.range.high)} · ${estimate.quantity}`);

  heading(doc, 'Your home and your answers');
  for (const { question, answer } of answersSummary(estimate.project, plan.answers)) row(doc, question, answer);

  heading(doc, 'Where the money goes');
  const largest = Math.max(...estimate.lineItems.map((l) => l.amount), 1);
  for (const line of estimate.lineItems) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor('#111827').text(line.label, 50, y, { width: 170 });
    doc.rect(225, y + 1, 200, 9).fill('#EEF0F4');
    doc.rect(225, y + 1, Math.max(2, (line.amount / largest) * 200), 9).fill(BAR_COLOURS[line.kind] ?? NAVY);
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#111827').text(formatDollars(line.amount), 435, y, { width: 110, align: 'right' });
    doc.y = y + 18;
    doc.x = 50;
  }
  row(doc, 'Total', formatDollars(estimate.totalEstimatedProjectCost), true);

  heading(doc, 'Return on investment');
  const roi = estimate.roi;
  if (roi.roi === null) {
    doc.font('Helvetica').fontSize(10).fillColor('#111827').text('The national Cost vs. Value study has no resale figure for this project, so the value it adds is not estimated.');
  } else {
    row(doc, 'Home value today', formatDollars(roi.currentHomeValue));
    row(doc, `Value added at sale (${Math.round(roi.recoupRate! * 1000) / 10}% recouped)`, formatDollars(roi.resaleValueAdded!));
    row(doc, 'Home value after the project', formatDollars(roi.totalEquityBuild!));
    row(doc, 'Return on investment (value added minus cost)', formatDollars(roi.roi), true);
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(`${roi.recoupSource}. Resale values are realtors' estimates and change from year to year.`);
  }

  heading(doc, 'Not included');
  doc.font('Helvetica').fontSize(10).fillColor('#111827').list(estimate.excludes, { bulletRadius: 2 });

  heading(doc, 'Sources');
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`${estimate.sources.join('. ')}. Prices adjusted to ${estimate.region.name} (index ${estimate.region.index}). Estimates, not quotes.`);

  doc.end();
  return done;
}

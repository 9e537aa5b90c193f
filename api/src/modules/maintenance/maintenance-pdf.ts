import PDFDocument from 'pdfkit';
import type { KeyContact } from '@homeworth/shared-lib/domain';
import { displayDate, TRADES_TO_FILL } from '@homeworth/shared-lib/domain';
import type { Occurrence, PlanHome } from './maintenance.schema';
import { countOf } from '@homeworth/shared-lib/domain/money-and-units';

// The printable maintenance plan as a PDF: the home's facts, key contacts and the
// year by month with a checkbox per task (one row per task and month, its dates listed). Every row is measured before it is drawn and starts a new
// page when it would not fit, so no row is ever cut between two pages, on Letter or A4 paper.

const NAVY = '#1B2A4A';
const MUTED = '#4B5563';
const INK = '#111827';
const MARGIN = 50;

/** Paper sizes the PDF is made in: US Letter (the default) and A4. */
export const PLAN_PAPERS = ['letter', 'a4'] as const;
export type PlanPaper = (typeof PLAN_PAPERS)[number];

/** What the printable plan shows. */
export interface PrintablePlanContent {
  home: PlanHome;
  months: { month: string; occurrences: Occurrence[] }[];
  contacts: KeyContact[];
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "November 2026" of "2026-11". */
export const monthTitle = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
/** "Nov 27" of "2026-11-27". */
export const dayTitle = (date: string) => `${MONTH_NAMES[Number(date.slice(5, 7)) - 1]!.slice(0, 3)} ${Number(date.slice(8, 10))}`;

/**
 * "Nov 27 Replace the furnace filter", or "Nov 3, 10, 17, 24 Water the plants" for a task due more than
 * once that month: how one task row reads (the PDF test finds rows by this text).
 */
export const rowText = (o: Pick<Occurrence, 'date' | 'title'>, laterDates: string[] = []) =>
  `${dayTitle(o.date)}${laterDates.map((date) => `, ${Number(date.slice(8, 10))}`).join('')} ${o.title}`;

/** Most task rows one month gets; the rest are counted in a closing line (the plan online lists them all). */
export const PDF_MAX_ROWS_PER_MONTH = 100;

/** A month's occurrences as rows: one per task, in the order of its first date, with its later dates. */
function taskRows(occurrences: Occurrence[]): { first: Occurrence; laterDates: string[] }[] {
  const byTask = new Map<number, { first: Occurrence; laterDates: string[] }>();
  for (const o of occurrences) {
    const seen = byTask.get(o.taskId);
    if (seen) seen.laterDates.push(o.date);
    else byTask.set(o.taskId, { first: o, laterDates: [] });
  }
  return [...byTask.values()];
}

function minutesText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Starts a new page unless `height` points still fit above the bottom margin. */
function keepTogether(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function heading(doc: PDFKit.PDFDocument, text: string, keepWith = 40): void {
  doc.font('Helvetica-Bold').fontSize(13);
  keepTogether(doc, doc.heightOfString(text) + 12 + keepWith);
  doc.moveDown(0.6).fillColor(NAVY).text(text, MARGIN).moveDown(0.3);
}

/** Columns of a row: [x, width] each, laid out on the page's text width. */
function columns(doc: PDFKit.PDFDocument, widths: number[]): [number, number][] {
  const total = doc.page.width - 2 * MARGIN;
  const sum = widths.reduce((a, b) => a + b, 0);
  let x = MARGIN;
  return widths.map((w) => {
    const width = (w / sum) * total;
    const col: [number, number] = [x, width - 8];
    x += width;
    return col;
  });
}

/** One row of cells that never splits: measured first, then drawn on one page. */
function row(doc: PDFKit.PDFDocument, cells: { text: string; font?: string; color?: string; align?: 'left' | 'right' }[], widths: number[], checkbox = false): void {
  const cols = columns(doc, widths);
  doc.fontSize(10);
  const height = Math.max(...cells.map((c, i) => doc.font(c.font ?? 'Helvetica').heightOfString(c.text, { width: cols[i]![1] }))) + 6;
  keepTogether(doc, height);
  const y = doc.y;
  cells.forEach((c, i) => {
    const [x, width] = cols[i]!;
    const indent = checkbox && i === 0 ? 16 : 0;
    if (indent)
      doc
        .lineWidth(1)
        .strokeColor(NAVY)
        .rect(x, y + 1, 9, 9)
        .stroke();
    doc
      .font(c.font ?? 'Helvetica')
      .fillColor(c.color ?? INK)
      .text(c.text, x + indent, y, { width: width - indent, align: c.align ?? 'left' });
  });
  doc.y = y + height;
  doc
    .moveTo(MARGIN, doc.y - 3)
    .lineTo(doc.page.width - MARGIN, doc.y - 3)
    .lineWidth(0.5)
    .strokeColor('#D0D5DD')
    .stroke();
  doc.x = MARGIN;
}

/** Renders the printable year plan of a home. */
export async function renderMaintenancePlanPdf(plan: PrintablePlanContent, paper: PlanPaper, at: Date): Promise<Buffer> {
  const { home } = plan;
  // Compressed: a plan with many tasks of the owner's stays a small download (text extraction reads it as well).
  const doc = new PDFDocument({
    size: paper === 'a4' ? 'A4' : 'LETTER',
    margin: MARGIN,
    compress: true,
    info: { Title: `Homeworth maintenance plan: ${home.address}`, Author: 'Homeworth' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const first = plan.months[0]?.month;
  const last = plan.months.at(-1)?.month;
  doc.rect(0, 0, doc.page.width, 90).fill(NAVY);
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#FFFFFF').text('Homeworth maintenance plan', MARGIN, 28);
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor('#FED7AA')
    .text(
      `${home.address}, ${home.city}, ${home.state} ${home.zipCode} · ${first ? monthTitle(first) : ''} to ${last ? monthTitle(last) : ''} · printed ${displayDate(at.toISOString())}`,
      MARGIN,
      56,
    );
  doc.x = MARGIN;
  doc.y = 110;
  // The sample home (guests) and sample property data (the default provider) are both labelled.
  const sample =
    home.userPropertyId === null ? 'Sample data: the plan of a sample home, not yours.' : home.isSample ? 'Sample data: the home facts come from sample property records.' : null;
  if (sample) doc.font('Helvetica-Bold').fontSize(10).fillColor('#5B3FA8').text(sample).moveDown(0.5);

  heading(doc, 'The home');
  const facts: [string, string][] = [
    ['Address', `${home.address}, ${home.city}, ${home.state} ${home.zipCode}`],
    ['Year built', String(home.yearBuilt)],
    ['Size', `${home.buildingArea.toLocaleString('en-US')} sq ft · ${countOf(home.bedrooms, 'bedroom')} · ${countOf(home.bathrooms, 'bathroom')}`],
    ['Climate zone', home.climateZone.label],
  ];
  for (const [label, value] of facts)
    row(
      doc,
      [
        { text: label, color: MUTED },
        { text: value, font: 'Helvetica-Bold' },
      ],
      [1, 3],
    );

  heading(doc, 'Key contacts');
  for (const c of plan.contacts)
    row(doc, [{ text: c.name, font: 'Helvetica-Bold' }, { text: `${c.work.join(', ')} (last ${dayTitle(c.lastVisit)})` }, { text: 'Phone: ____________' }], [2, 4, 2]);
  for (const trade of TRADES_TO_FILL) row(doc, [{ text: `${trade}:`, color: MUTED }, { text: '______________________________' }, { text: 'Phone: ____________' }], [2, 4, 2]);

  heading(doc, 'The year by month');
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text('Tick each task as you do it. DIY: you can do it yourself; Pro: call a professional.').moveDown(0.3);
  for (const { month, occurrences } of plan.months) {
    heading(doc, monthTitle(month), 24);
    if (occurrences.length === 0) row(doc, [{ text: 'Nothing planned.', color: MUTED }], [1]);
    // A task repeating within the month is one row, so the PDF grows with the tasks, not with every week of every task.
    const rows = taskRows(occurrences);
    for (const { first: o, laterDates } of rows.slice(0, PDF_MAX_ROWS_PER_MONTH)) {
      const times = laterDates.length > 0 ? ` ×${laterDates.length + 1}` : '';
      row(
        doc,
        [{ text: rowText(o, laterDates) }, { text: `${o.doneBy === 'PRO' ? 'Pro' : 'DIY'} · ${minutesText(o.minutes)}${times}`, color: MUTED, align: 'right' }],
        [6, 1.6],
        true,
      );
    }
    if (rows.length > PDF_MAX_ROWS_PER_MONTH)
      row(doc, [{ text: `And ${rows.length - PDF_MAX_ROWS_PER_MONTH} more tasks this month: the plan online lists them all.`, color: MUTED }], [1]);
    // Other requests get the event loop between months: a long plan never holds it for the whole PDF.
    await new Promise((resolve) => setImmediate(resolve));
  }

  doc.end();
  return done;
}

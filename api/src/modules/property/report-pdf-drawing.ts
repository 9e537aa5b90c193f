import { formatDollars } from '@homeworth/shared-lib/domain';

// Drawing helpers of the home-report PDF: section titles, tables that continue on a new page, and the
// value chart (past values and the forecast), drawn with pdfkit's own vector calls.

export const NAVY = '#1B2A4A';
const INK = '#111827';
const MUTED = '#4B5563';
const RULE = '#D1D5DB';
const ORANGE = '#C2410C';
export const LEFT = 50;
export const WIDTH = 512;
/** Space kept free at the foot of each page for the footer. */
const FOOT = 70;

/** Starts a new page when fewer than `height` points are left above the footer. */
export function ensureRoom(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - FOOT) doc.addPage();
}

export function sectionTitle(doc: PDFKit.PDFDocument, title: string, note?: string): void {
  ensureRoom(doc, 80);
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(14).fillColor(NAVY).text(title, LEFT, doc.y, { width: WIDTH });
  if (note) doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(note, LEFT, doc.y, { width: WIDTH });
  doc.moveDown(0.4);
}

export function paragraph(doc: PDFKit.PDFDocument, text: string, options: { bold?: boolean; size?: number; color?: string } = {}): void {
  ensureRoom(doc, 20);
  doc
    .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(options.size ?? 10)
    .fillColor(options.color ?? INK)
    .text(text, LEFT, doc.y, { width: WIDTH });
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** A table: a header row, then one row per entry; rows that do not fit continue on a new page under the header again. */
export function table(doc: PDFKit.PDFDocument, columns: readonly Column[], rows: readonly string[][]): void {
  const rowHeight = (cells: readonly string[], font: string) =>
    Math.max(
      ...cells.map((cell, i) =>
        doc
          .font(font)
          .fontSize(9)
          .heightOfString(cell, { width: columns[i]!.width - 6 }),
      ),
    ) + 6;
  const drawRow = (cells: readonly string[], font: string, color: string) => {
    const height = rowHeight(cells, font);
    const y = doc.y;
    let x = LEFT;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc
        .font(font)
        .fontSize(9)
        .fillColor(color)
        .text(cell, x + 3, y + 3, { width: column.width - 6, align: column.align ?? 'left' });
      x += column.width;
    });
    doc
      .moveTo(LEFT, y + height)
      .lineTo(LEFT + WIDTH, y + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = LEFT;
    doc.y = y + height;
  };
  const header = columns.map((c) => c.header);
  ensureRoom(doc, rowHeight(header, 'Helvetica-Bold') + 20);
  drawRow(header, 'Helvetica-Bold', NAVY);
  for (const row of rows) {
    if (doc.y + rowHeight(row, 'Helvetica') > doc.page.height - FOOT) {
      doc.addPage();
      drawRow(header, 'Helvetica-Bold', NAVY);
    }
    drawRow(row, 'Helvetica', INK);
  }
}

export interface ValuePoint {
  year: number;
  value: number;
}

/** The value chart: past values as a solid line, the forecast dashed, the years below and a value scale on the left. */
export function valueChart(doc: PDFKit.PDFDocument, history: readonly ValuePoint[], forecast: readonly ValuePoint[]): void {
  const height = 170;
  ensureRoom(doc, height + 50);
  const top = doc.y + 8;
  const left = LEFT + 62;
  const width = WIDTH - 72;
  const all = [...history, ...forecast];
  const years = all.map((p) => p.year);
  const values = all.map((p) => p.value);
  const [minYear, maxYear] = [Math.min(...years), Math.max(...years)];
  // A scale of round steps (1, 2 or 5 times a power of ten) that holds every value.
  const rough = (Math.max(...values) - Math.min(...values) || Math.max(...values) * 0.1 || 1) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  const low = Math.floor(Math.min(...values) / step) * step;
  const high = Math.max(low + step, Math.ceil(Math.max(...values) / step) * step);
  const xOf = (year: number) => left + ((year - minYear) / Math.max(1, maxYear - minYear)) * width;
  const yOf = (value: number) => top + height - ((value - low) / (high - low)) * height;

  for (let value = low; value <= high; value += step) {
    const y = yOf(value);
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(formatDollars(value), LEFT, y - 4, { width: 58, align: 'right' });
  }
  for (const year of new Set(years)) {
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(String(year), xOf(year) - 15, top + height + 6, { width: 30, align: 'center' });
  }
  const line = (points: readonly ValuePoint[], color: string, dashed: boolean) => {
    points.forEach((p, i) => (i === 0 ? doc.moveTo(xOf(p.year), yOf(p.value)) : doc.lineTo(xOf(p.year), yOf(p.value))));
    if (dashed) doc.dash(4, { space: 3 });
    doc.lineWidth(2).strokeColor(color).stroke();
    doc.undash();
    for (const p of points) doc.circle(xOf(p.year), yOf(p.value), 2.5).fillColor(color).fill();
  };
  line(history, NAVY, false);
  line(forecast, ORANGE, true);
  const legendY = top + height + 22;
  doc
    .moveTo(left, legendY + 4)
    .lineTo(left + 20, legendY + 4)
    .lineWidth(2)
    .strokeColor(NAVY)
    .stroke();
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(INK)
    .text('Past values', left + 24, legendY, { lineBreak: false });
  doc
    .dash(4, { space: 3 })
    .moveTo(left + 100, legendY + 4)
    .lineTo(left + 120, legendY + 4)
    .lineWidth(2)
    .strokeColor(ORANGE)
    .stroke();
  doc.undash();
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(INK)
    .text('Forecast', left + 124, legendY, { lineBreak: false });
  doc.x = LEFT;
  doc.y = legendY + 16;
}

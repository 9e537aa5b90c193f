/**
 * The one table `npm run bench:scale` (scripts/bench-scale.ts) prints. A row per figure (p50, p99 and requests per
 * second of each request; seconds and time per item of each job), a column per size, and the growth
 * from the smallest size to the largest. A p99 or a time per item that grew more than GROWTH_LIMIT
 * times is marked: the cost of that request or job is not flat in the size of the data.
 */
/** The growth from the smallest to the largest size that a p99 or a time per item may show. */
export const GROWTH_LIMIT = 1.5;

/** A request's figures under load. */
export interface RouteFigures {
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  errors: number;
}

/** A job run's figures; `unfinished` says why a run's figures are of the part done. */
export interface JobFigures {
  seconds: number;
  items: number;
  item: string;
  msPerItem: number | null;
  unfinished?: string;
}

/** What one size measured. */
export interface SizeFigures {
  users: number;
  seedSeconds: number;
  routes: Record<string, RouteFigures>;
  jobs: Record<string, JobFigures>;
}

interface Row {
  label: string;
  values: Array<number | null>;
  /** Only p99s and times per item are held to GROWTH_LIMIT. */
  limited: boolean;
  notes?: string[];
}

/** The growth (largest size / smallest size) of a row, or null when either end is missing or zero. */
export function growth(values: Array<number | null>): number | null {
  const first = values[0];
  const last = values[values.length - 1];
  if (values.length < 2 || first == null || last == null || first === 0) return null;
  return Math.round((last / first) * 100) / 100;
}

export function tableRows(sizes: SizeFigures[]): Row[] {
  const rows: Row[] = [{ label: 'seeding s', values: sizes.map((s) => s.seedSeconds), limited: false }];
  for (const name of Object.keys(sizes[0]?.routes ?? {})) {
    const of = (pick: (f: RouteFigures) => number) => sizes.map((s) => (s.routes[name] ? pick(s.routes[name]) : null));
    const errors = sizes.map((s) => s.routes[name]?.errors ?? 0);
    const notes = errors.some((e) => e > 0) ? [`errors ${errors.join('/')}`] : [];
    rows.push({ label: `${name} p50 ms`, values: of((f) => f.p50Ms), limited: false });
    rows.push({ label: `${name} p99 ms`, values: of((f) => f.p99Ms), limited: true, notes });
    rows.push({ label: `${name} req/s`, values: of((f) => f.requestsPerSecond), limited: false });
  }
  for (const name of Object.keys(sizes[0]?.jobs ?? {})) {
    const runs = sizes.map((s) => s.jobs[name]);
    const unfinished = runs.some((r) => r?.unfinished) ? ['unfinished at a size: see scale.json'] : [];
    rows.push({ label: `${name} s`, values: runs.map((r) => r?.seconds ?? null), limited: false, notes: unfinished });
    rows.push({ label: `${name} ms/${runs[0]?.item ?? 'item'}`, values: runs.map((r) => r?.msPerItem ?? null), limited: true });
    rows.push({ label: `${name} items`, values: runs.map((r) => r?.items ?? null), limited: false });
  }
  return rows;
}

/** The table as text: a column per size, then the growth, marked "!" over GROWTH_LIMIT. */
export function formatTable(sizes: SizeFigures[]): string {
  const header = ['', ...sizes.map((s) => `${s.users.toLocaleString('en-US')} users`), 'growth'];
  const lines = tableRows(sizes).map((row) => {
    const g = growth(row.values);
    const mark = row.limited && g !== null && g > GROWTH_LIMIT ? ' !' : '';
    return [
      row.label,
      ...row.values.map((v) => (v === null ? '-' : v.toLocaleString('en-US', { maximumFractionDigits: 2 }))),
      g === null ? '-' : `${g.toFixed(2)}x${mark}`,
      ...(row.notes?.length ? [row.notes.join('; ')] : []),
    ];
  });
  const all = [header, ...lines];
  const widths = header.map((_, i) => Math.max(...all.map((cells) => (cells[i] ?? '').length)));
  const pad = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i >= widths.length ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [pad(header), ...lines.map(pad)].join('\n');
}

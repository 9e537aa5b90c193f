import { formatTable, growth, tableRows, type SizeFigures } from './scale-table';

const route = (p99Ms: number) => ({ p50Ms: Math.round(p99Ms / 3), p99Ms, requestsPerSecond: Math.round(10_000 / p99Ms), errors: 0 });
const job = (msPerItem: number, items: number) => ({ seconds: (msPerItem * items) / 1000, items, item: 'e-mail delivered', msPerItem });

function size(users: number, clientsP99: number, emailMs: number): SizeFigures {
  return { users, seedSeconds: users / 1000, routes: { blogList: route(10), agentClients: route(clientsP99) }, jobs: { weeklyEmail: job(emailMs, users / 2) } };
}

describe('the bench:scale table', () => {
  it('gives the growth from the smallest to the largest size, and none when an end is missing or zero', () => {
    expect(growth([20, 25, 31])).toBe(1.55);
    expect(growth([20, null])).toBeNull();
    expect(growth([0, 5])).toBeNull();
    expect(growth([20])).toBeNull();
  });

  it('has a column per size and a row per figure', () => {
    const table = formatTable([size(1000, 40, 2), size(10_000, 50, 2), size(100_000, 70, 2)]);
    const [header, ...lines] = table.split('\n');
    expect(header).toMatch(/1,000 users\s+10,000 users\s+100,000 users\s+growth$/);
    expect(lines.map((l) => l.split(/\s{2,}/)[0])).toEqual([
      'seeding s',
      'blogList p50 ms',
      'blogList p99 ms',
      'blogList req/s',
      'agentClients p50 ms',
      'agentClients p99 ms',
      'agentClients req/s',
      'weeklyEmail s',
      'weeklyEmail ms/e-mail delivered',
      'weeklyEmail items',
    ]);
  });

  it('marks a p99 or a time per item that grew more than 1.5x, and nothing else', () => {
    const lines = formatTable([size(1000, 40, 2), size(100_000, 70, 3.2)]).split('\n');
    const line = (label: string) => lines.find((l) => l.startsWith(`${label} `))!;
    expect(line('agentClients p99 ms')).toMatch(/1\.75x !$/);
    expect(line('weeklyEmail ms/e-mail delivered')).toMatch(/1\.60x !$/);
    expect(line('blogList p99 ms')).toMatch(/1\.00x$/);
    // Seconds and items grow with the size by design; requests per second falls as p99 rises: not marked.
    expect(line('weeklyEmail s')).not.toContain('!');
    expect(line('agentClients req/s')).not.toContain('!');
  });

  it('does not mark a growth of exactly 1.5x', () => {
    const [first, last] = [size(1000, 40, 2), size(100_000, 60, 3)];
    expect(tableRows([first, last]).find((r) => r.label === 'agentClients p99 ms')?.values).toEqual([40, 60]);
    expect(formatTable([first, last])).not.toContain('!');
  });

  it('notes errors and unfinished runs beside their rows', () => {
    const first = size(1000, 40, 2);
    const last = size(10_000, 40, 2);
    last.routes.agentClients!.errors = 3;
    last.jobs.weeklyEmail = { ...last.jobs.weeklyEmail!, unfinished: 'not finished after 600 s' };
    const table = formatTable([first, last]);
    expect(table).toMatch(/agentClients p99 ms .* errors 0\/3$/m);
    expect(table).toMatch(/weeklyEmail s .* unfinished at a size: see scale\.json$/m);
  });
});

import { median, percentile, roundsFigures, type LoadRound } from './load-rounds';

/** `count` latencies 1..count ms, in a shuffled order, with `slow` of them replaced by `slowMs`. */
function latencies(count: number, slow = 0, slowMs = 0): number[] {
  const values = Array.from({ length: count }, (_, i) => (i < slow ? slowMs : i + 1));
  return values
    .map((v, i) => [v, (i * 7919) % count] as const)
    .sort((a, b) => a[1] - b[1])
    .map(([v]) => v);
}

const round = (latenciesMs: number[], seconds = 2): LoadRound => ({ latenciesMs, seconds, errors: 0, timeouts: 0, non2xx: 0 });

describe('the rounds of load of bench:scale', () => {
  it('reads a percentile by nearest rank to a tenth of a millisecond', () => {
    expect(percentile(latencies(100), 99)).toBe(99);
    expect(percentile(latencies(100), 50)).toBe(50);
    expect(percentile(latencies(1000), 99)).toBe(990);
    expect(percentile([4.26, 4.31, 6.04], 99)).toBe(6);
    expect(percentile([4.26, 4.31, 6.04], 50)).toBe(4.3);
    expect(percentile([], 99)).toBe(0);
  });

  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });

  it('keeps a burst in one round out of the p99, and sums answers and errors over the rounds', () => {
    const quiet = latencies(1000);
    // One round with 4% of its answers held 5 s by other work on the machine.
    const burst = latencies(1000, 40, 5000);
    const figures = roundsFigures([round(quiet), { ...round(burst), errors: 2, non2xx: 2 }, round(quiet)]);
    expect(figures.roundP99Ms).toEqual([990, 5000, 990]);
    expect(figures.p99Ms).toBe(990);
    expect(figures.p50Ms).toBe(500);
    expect(figures).toMatchObject({ requests: 3000, errors: 2, non2xx: 2, timeouts: 0, requestsPerSecond: 500 });
    // The same answers in one run: the burst is its p99.
    expect(percentile([...quiet, ...burst, ...quiet], 99)).toBe(5000);
  });
});

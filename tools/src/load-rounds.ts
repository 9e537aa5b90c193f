/**
 * How `npm run bench:scale` turns a request's rounds of load into its figures. Each request is loaded in
 * a few rounds, interleaved with the other requests', and its p50 and p99 are the medians of its rounds':
 * a burst of other work on the machine (a checkpoint, a GC, another process) lands in one round of one
 * request and moves its median little, where it moved a single run's p99 by half. Latencies are read to
 * a tenth of a millisecond: autocannon's own histogram keeps whole milliseconds, so a p99 of 4 ms against
 * 6 ms read as 1.5x growth.
 */

/** One round of load on one request. */
export interface LoadRound {
  /** Latencies of its 2xx answers, in ms. */
  latenciesMs: number[];
  seconds: number;
  /** Failed connections, timeouts and non-2xx answers. */
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** A request's figures over its rounds. */
export interface RoundsFigures {
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  requestsPerSecond: number;
  /** Medians of the rounds' p50 and p99. */
  p50Ms: number;
  p99Ms: number;
  /** Each round's p99, for a reader who wants to see the spread. */
  roundP99Ms: number[];
}

const tenth = (ms: number) => Math.round(ms * 10) / 10;

/** The nearest-rank percentile `p` (0-100) of latencies, to 0.1 ms; 0 when there are none. */
export function percentile(latenciesMs: readonly number[], p: number): number {
  if (latenciesMs.length === 0) return 0;
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return tenth(sorted[rank - 1]!);
}

/** The median of values (the mean of the middle two for an even count); 0 when there are none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return tenth(sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** The figures of a request's rounds: answers and errors summed, requests per second over all rounds, median p50 and p99. */
export function roundsFigures(rounds: readonly LoadRound[]): RoundsFigures {
  const sum = (pick: (r: LoadRound) => number) => rounds.reduce((total, r) => total + pick(r), 0);
  const seconds = sum((r) => r.seconds);
  const roundP99Ms = rounds.map((r) => percentile(r.latenciesMs, 99));
  return {
    requests: sum((r) => r.latenciesMs.length),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
    requestsPerSecond: seconds === 0 ? 0 : Math.round(sum((r) => r.latenciesMs.length) / seconds),
    p50Ms: median(rounds.map((r) => percentile(r.latenciesMs, 50))),
    p99Ms: median(roundP99Ms),
    roundP99Ms,
  };
}

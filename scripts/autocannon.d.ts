// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** May change a request before it is sent. */
    setupRequest?: (request: RequestParams) => RequestParams;
  }
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    /** Requests per second over all connections. */
    overallRate?: number;
    /** Called once per connection (set its headers). */
    setupClient?: (client: { setHeaders(headers: Record<string, string>): void }) => void;
    /** The requests each connection sends in turn; setupRequest may change one before it is sent. */
    requests?: RequestParams[];
  }
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p97_5: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '5xx': number;
  }
  function autocannon(options: Options): Promise<Result>;
  export = autocannon;
}

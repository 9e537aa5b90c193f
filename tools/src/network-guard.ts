import net from 'node:net';

/**
 * Unit tests are hermetic: a socket opened to a host outside `allowedHosts`
 * is refused on the spot and the test that opened it fails in `afterEach`,
 * even when the code under test swallows the network error.
 * Browser-side tests allow no host at all; API tests allow loopback, where
 * their real servers live (the in-process SMTP catcher, PostgreSQL, test HTTP servers).
 */
export function guardNetwork(allowedHosts: readonly string[]): void {
  const guard = installNetworkGuard(allowedHosts);
  afterEach(() => {
    const seen = guard.takeAttempts();
    if (seen.length > 0) throw new Error(`This test tried to reach the network (${seen.join(', ')}); unit tests must be hermetic.`);
  });
  // `net` is one module per jest worker, shared by every test file (and project) it runs next: put it back.
  afterAll(() => guard.uninstall());
}

/** Patches `net.Socket#connect` so that only `allowedHosts` can be reached; returns the refused attempts and an undo. */
export function installNetworkGuard(allowedHosts: readonly string[]): { takeAttempts: () => string[]; uninstall: () => void } {
  const attempts: string[] = [];
  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    const target = describeTarget(args[0], args[1]);
    if (target.host !== UNIX_SOCKET && !allowedHosts.includes(target.host)) {
      attempts.push(`${target.host}:${target.port}`);
      const refused = new Error(`Network access in a unit test: ${target.host}:${target.port}`);
      process.nextTick(() => this.destroy(refused));
      return this;
    }
    return (connect as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof connect;
  return {
    takeAttempts: () => attempts.splice(0),
    uninstall: () => {
      net.Socket.prototype.connect = connect;
    },
  };
}

const UNIX_SOCKET = 'unix socket';

function describeTarget(first: unknown, second: unknown): { host: string; port: number | string } {
  if (Array.isArray(first)) return describeTarget(first[0], first[1]); // http's internal [options, callback] form
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: string; port?: number | string; path?: string };
    // A Unix socket (PostgreSQL's local socket) is not the network.
    if (options.path) return { host: UNIX_SOCKET, port: '' };
    return { host: options.host ?? 'localhost', port: options.port ?? '?' };
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) return { host: UNIX_SOCKET, port: '' };
  return { host: typeof second === 'string' ? second : 'localhost', port: (first as number) ?? '?' };
}

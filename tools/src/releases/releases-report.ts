import type { ReleaseEvent, ReleaseState } from './release-store';

/** Rows as a plain text table, columns padded to their widest cell. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The release state of one remote: live, canary and previous versions, then its history. */
export function releasesReport(state: ReleaseState, federationName: string): string {
  const remote = state.remotes[federationName];
  if (!remote) return `${federationName} is not in remotes.json`;
  const versions = [
    ['', 'version', 'manifest'],
    ['live', remote.live.version, remote.live.url],
    ...(remote.canary ? [[`canary ${remote.canary.percent}%`, remote.canary.version, remote.canary.url]] : []),
    ...remote.previous.map((previous, i) => [i === 0 ? 'previous' : '', previous.version, previous.url]),
  ];
  const history: ReleaseEvent[] = state.history.filter((event) => event.remote === federationName);
  const events = [['when', 'who', 'what', 'from', 'to', 'why'], ...history.map((e) => [e.at, e.by, e.kind, e.from ?? '-', e.to ?? '-', e.reason ?? ''])];
  return `${federationName} (revision ${state.revision})\n\n${table(versions)}\n\nHistory\n${history.length ? table(events) : '(none yet)'}`;
}

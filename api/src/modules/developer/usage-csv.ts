import type { ApiKeyRow } from './api-key.service';

/** A CSV cell: quoted when it holds a comma, quote or line break; a leading formula character is neutralised for spreadsheets. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The usage rows as CSV with a header line: day, route, key id, key name, key prefix, calls. */
export function usageCsv(rows: readonly { day: string; route: string; keyId: string; calls: number }[], keys: ReadonlyMap<string, ApiKeyRow>): string {
  const lines = [['day', 'route', 'key_id', 'key_name', 'key_prefix', 'calls'].join(',')];
  for (const row of rows) {
    const key = keys.get(row.keyId);
    lines.push([row.day, row.route, row.keyId, key?.name ?? '', key ? `${key.prefix}…${key.lastFour}` : '', row.calls].map(cell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

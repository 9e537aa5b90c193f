/** This calendar month so far (UTC, as the quota counts), as the usage query's `from` and `to` days. */
export function thisMonth(now = new Date()): { from: string; to: string } {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { from: day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))), to: day(now) };
}

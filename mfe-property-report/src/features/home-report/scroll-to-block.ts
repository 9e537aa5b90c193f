/** The report's blocks (its sections). */
export const REPORT_BLOCKS = [
  { id: 'hero', title: 'Overview' },
  { id: 'forecast', title: 'Value forecast' },
  { id: 'property-condition', title: 'Condition' },
  { id: 'permit-history', title: 'Permits' },
  { id: 'comparable-home-values', title: 'Comparables' },
  { id: 'recent-sales', title: 'Recent sales' },
  { id: 'history', title: 'History' },
  { id: 'home-report', title: 'Neighborhood' },
  { id: 'maintenance', title: 'Maintenance' },
  { id: 'home-improvement-loans', title: 'Loans' },
] as const;

/** Where a block's top lands: a quarter of the window height from the top. */
export function blockScrollTop(blockTopInPage: number, windowHeight: number): number {
  return Math.max(0, Math.round(blockTopInPage - windowHeight / 4));
}

/** Scrolls so the block sits a quarter of the window from the top, and moves focus to it. */
export function scrollToBlock(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const top = element.getBoundingClientRect().top + window.scrollY;
  window.scrollTo({ top: blockScrollTop(top, window.innerHeight), behavior: 'smooth' });
  element.focus({ preventScroll: true });
}

/**
 * Builds an en-US currency formatter in the page's first idle moment (a cold load waits hundreds of
 * milliseconds for its scripts): a page's first Intl.NumberFormat loads ICU's number data, about
 * 44 ms of a mid-range phone's main thread, and the apps' dollar formatter (shared-lib
 * money.ts) then costs nothing when an estimate or a report is drawn. Idle time only, so a page
 * whose scripts are already cached does not wait for it; browsers without requestIdleCallback skip it.
 * No imports: it runs in the shell's entry, before the shared modules are negotiated.
 */
export function warmNumberFormatWhenIdle(): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(0));
}

/** The cookie Contact Sales sets. */
export const CONTACT_SALES_COOKIE = 'contact_sales';

/** Desktop navigation above 1024 px; the hamburger menu at 1024 and below. */
export function isDesktopNav(width: number): boolean {
  return width > 1024;
}

import { readCookie, writeCookie } from '@homeworth/shared-lib';

/** Cookie set when the visitor closes the banner. */
export const HIDE_BANNER_COOKIE = 'hideAddressLimitBanner';

/** The user-limit refresh runs on every route except pricing-options. */
export function refreshesLimitsOn(pathname: string): boolean {
  return !/^\/pricing-options\/?$/i.test(pathname);
}

/** The banner shows when the limit flag is set and the visitor has not closed it. */
export function showsBanner(flag: boolean): boolean {
  return flag && readCookie(HIDE_BANNER_COOKIE) === null;
}

/** Closing the banner keeps it closed (cookie for 30 days). */
export function hideBanner(): void {
  writeCookie(HIDE_BANNER_COOKIE, 'true');
}

/** See bundles goes to Premium Addresses, carrying the page the visitor came from. */
export function pricingOptionsUrl(currentPath: string): string {
  return `/pricing-options?referrer=${encodeURIComponent(currentPath)}`;
}

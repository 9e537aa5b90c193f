// The one currency formatter of the site: every app and the API's emails and pages
// format US dollars through these two, so "$28,876" reads the same everywhere.
// Made on first use: building an Intl.NumberFormat costs about 50 ms on a slow phone, a long task on
// the start of every page, most of which show no money. Most of that is ICU's number data, which the
// shell loads in the page's first idle moment (shell/src/warm-number-format.ts).
let usd: Intl.NumberFormat | undefined;
let usdCents: Intl.NumberFormat | undefined;
const USD = () => (usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }));
const USD_CENTS = () => (usdCents ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** Whole US dollars as users read them: 28876 -> "$28,876", -2416 -> "-$2,416". */
export function formatDollars(amount: number): string {
  return USD().format(Math.round(amount));
}

/**
 * A price in cents: "$19.99", "$996" (whole dollars without cents). With `alwaysCents`, as a receipt
 * or a card charge shows amounts: "$996.00", "$0.00".
 */
export function formatPrice(cents: number, { alwaysCents = false }: { alwaysCents?: boolean } = {}): string {
  if (alwaysCents || cents % 100 !== 0) return USD_CENTS().format(cents / 100);
  return USD().format(cents / 100);
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole US dollars as users read them: 28876 -> "$28,876", -2416 -> "-$2,416". */
export function formatDollars(amount: number): string {
  return USD.format(Math.round(amount));
}

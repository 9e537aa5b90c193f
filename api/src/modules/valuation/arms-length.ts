import type { MarketSale } from '../market';

/**
 * Only arm's-length sales train and measure the model. When a market's sales carry a sale-condition
 * column, sales whose condition names a non-market transfer are left out: family or related-party
 * sales, foreclosures and bank sales, short sales, adjoining-land purchases, allocations, estates,
 * auctions. For Ames this keeps `Normal` and `Partial` (a new home sold before completion) and drops
 * `Abnorml`, `AdjLand`, `Alloca` and `Family`. A market without such a column keeps all its sales.
 */
const CONDITION_COLUMN = /sale.?cond|arms?.?length|transfer.?type/i;
const NOT_ARMS_LENGTH = /abnorm|adj.?land|adjoin|alloca|family|relat|foreclos|short.?sale|reo|bank|auction|estate|distress|non.?arm|gift|quit/i;

export function conditionColumnOf(sales: MarketSale[]): string | null {
  for (const s of sales) for (const k of Object.keys(s.extras)) if (CONDITION_COLUMN.test(k)) return k;
  return null;
}

export function armsLengthSales(sales: MarketSale[]): MarketSale[] {
  const column = conditionColumnOf(sales);
  const usable = sales.filter((s) => s.salePrice > 0 && s.livingArea > 0 && /^\d{4}-\d{2}-\d{2}$/.test(s.saleDate));
  if (!column) return usable;
  return usable.filter((s) => !NOT_ARMS_LENGTH.test(String(s.extras[column] ?? '')));
}

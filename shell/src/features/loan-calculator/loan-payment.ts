/** Monthly payment of a fixed-rate loan (standard amortisation formula); 0 for a non-positive amount or term. */
export function monthlyPayment(amount: number, annualRatePercent: number, years: number): number {
  const months = Math.round(years * 12);
  if (!(amount > 0) || !(months > 0)) return 0;
  const r = annualRatePercent / 100 / 12;
  if (r <= 0) return amount / months;
  return (amount * r) / (1 - (1 + r) ** -months);
}

import { rng, seedOf } from './sample-random';

/**
 * The sample home's assessor's parcel number (APN), as "NNNN-NNN-NNNN". It has its own seed, so
 * adding it changed no other sample figure. A real owner reads the APN on the property tax bill;
 * the product never shows it (the owner-claim knowledge check asks for its last 4 digits).
 */
export function sampleParcelNumber(kukunId: number): string {
  const r = rng(seedOf(`parcel:${kukunId}`));
  const digits = (n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('');
  return `${digits(4)}-${digits(3)}-${digits(4)}`;
}

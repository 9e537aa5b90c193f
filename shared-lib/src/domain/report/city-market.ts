/** `Austin`, `TX` -> `austin-tx`: the slug of a city's market page. */
export function citySlug(city: string, state: string): string {
  return `${city}-${state}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The path of a city's market page (`/geo/<city>-<st>`); null when the city or state is missing. */
export function cityMarketPath(city: string | null | undefined, state: string | null | undefined): string | null {
  const slug = city?.trim() && state?.trim() ? citySlug(city, state) : '';
  return slug ? `/geo/${slug}` : null;
}

/** The market whose recorded sales ship with the site (real data, not sample figures). */
export const RECORDED_MARKET = { city: 'Ames', state: 'IA', path: '/geo/ames-ia' } as const;

import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer, ApiSchema } from '@homeworth/shared-lib/api-types';

/** An active building permit near a home (the API's NearbyPermit schema). */
export type NearbyPermit = ApiSchema<'NearbyPermit'>;

/** GET /v1/property/properties/{id}/neighborhood-projects. */
export type NeighborhoodProjects = ApiAnswer<'/api/v1/property/properties/{kukunId}/neighborhood-projects', 'get'>;

export function fetchNeighborhoodProjects(kukunId: number): Promise<NeighborhoodProjects> {
  return apiRequest<NeighborhoodProjects>({ method: 'GET', url: `/v1/property/properties/${kukunId}/neighborhood-projects` });
}

/** Permits of one project type ('' for all). */
export function filterPermits(permits: readonly NearbyPermit[], type: string): NearbyPermit[] {
  return type ? permits.filter((p) => p.projectType === type) : [...permits];
}

/** Projects latitude/longitude into an SVG box around the centre (equirectangular: fine at neighbourhood scale). */
export function projectPoint(center: { latitude: number; longitude: number }, p: { latitude: number; longitude: number }, size: number, spanMiles: number) {
  const milesX = (p.longitude - center.longitude) * 69 * Math.cos((center.latitude * Math.PI) / 180);
  const milesY = (p.latitude - center.latitude) * 69;
  const scale = size / 2 / spanMiles;
  return { x: size / 2 + milesX * scale, y: size / 2 - milesY * scale };
}

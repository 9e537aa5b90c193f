import { apiRequest } from '@homeworth/shared-lib';

/** An active building permit near a home. */
export interface NearbyPermit {
  id: string;
  address: string;
  projectType: string;
  permitDate: string;
  status: string;
  jobValue: number;
  companyName: string;
  latitude: number;
  longitude: number;
  distance: number;
}

/** GET /v1/property/properties/{id}/neighborhood-projects. */
export interface NeighborhoodProjects {
  kukunId: number;
  center: { latitude: number; longitude: number; address: string; city: string; state: string; zipCode: string };
  dataSource: { provider: string; isSample: boolean };
  /** tiles: the API serves the configured map provider's tiles; otherwise the map draws schematic streets. */
  map?: { tiles: boolean };
  projectTypes: string[];
  permits: NearbyPermit[];
}

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

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@homeworth/shared-lib/domain';
import { ApiError } from '../../http/envelope';

/** The map provider: a tile URL template with {z}, {x} and {y} (config MAP_TILE_URL); no map tiles without one. */
export interface MapTileOptions {
  tileUrlTemplate?: string;
}

/** Zoom levels offered: the neighbourhood map asks for 15; beyond 19 providers have no tiles. */
const MAX_ZOOM = 19;
const UPSTREAM_TIMEOUT_MS = 5000;

export const NO_MAP_PROVIDER_MESSAGE = 'No map provider is configured.';
export const TILE_UNAVAILABLE_MESSAGE = 'The map tile is unavailable.';

const tileParamsSchema = z
  .object({ z: z.coerce.number().int().min(0).max(MAX_ZOOM), x: z.coerce.number().int().min(0), y: z.coerce.number().int().min(0) })
  .refine((p) => p.x < 2 ** p.z && p.y < 2 ** p.z, { message: 'The tile is outside the map at this zoom.' });

/** The tile URL at the provider; only whole numbers in range reach the template, so the request cannot be steered elsewhere. */
export function tileUrl(template: string, tile: { z: number; x: number; y: number }): string {
  return template.replace('{z}', String(tile.z)).replace('{x}', String(tile.x)).replace('{y}', String(tile.y));
}

/**
 * GET /map-tiles/{z}/{x}/{y}: a map tile from the configured provider, served from the site itself
 * (the pages' Content-Security-Policy allows images from the site only, and the provider's key stays on the server).
 */
export const mapTileRoutes: FastifyPluginAsyncZod<MapTileOptions> = async (app, options) => {
  app.get(
    '/map-tiles/:z/:x/:y',
    {
      schema: {
        tags: ['property'],
        summary: 'A map tile from the configured map provider (png or jpeg); 404 without a provider, 502 when the provider has no image',
        params: tileParamsSchema,
      },
    },
    async (request, reply) => {
      if (!options.tileUrlTemplate) throw new ApiError(404, ERROR_CODES.notFound, NO_MAP_PROVIDER_MESSAGE);
      const upstream = await fetch(tileUrl(options.tileUrlTemplate, request.params), { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) }).catch(() => null);
      const type = upstream?.headers.get('content-type') ?? '';
      if (!upstream?.ok || !type.startsWith('image/')) throw new ApiError(502, ERROR_CODES.network, TILE_UNAVAILABLE_MESSAGE);
      const image = Buffer.from(await upstream.arrayBuffer());
      return reply.header('content-type', type).header('cache-control', 'public, max-age=86400').send(image);
    },
  );
};

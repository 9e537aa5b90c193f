import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@homeworth/shared-lib/domain';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../../../http/envelope';
import { PlaceImageUnavailable, type PlaceImage, type PlaceImageProvider } from './place-image.provider';

/** What the image routes need. */
export interface PlaceImageRoutesOptions {
  provider: PlaceImageProvider;
}

export const IMAGE_UNAVAILABLE_MESSAGE = 'The image is unavailable.';

/** "600x390": each side 50 to 1280 pixels (providers' usual bounds). */
const sizeSchema = z
  .string()
  .regex(/^\d{2,4}x\d{2,4}$/, 'Use WIDTHxHEIGHT, e.g. 600x390.')
  .transform((size) => size.split('x').map(Number) as [number, number])
  .refine(([w, h]) => w >= 50 && w <= 1280 && h >= 50 && h <= 1280, 'Each side must be 50 to 1280 pixels.');

const streetViewSchema = z.object({ fullAddress: z.string().trim().min(3).max(200), imageSize: sizeSchema.default([600, 390]) });
const staticMapSchema = z.object({
  lng: z.coerce.number().min(-180).max(180),
  lat: z.coerce.number().min(-90).max(90),
  size: sizeSchema.default([600, 390]),
  zoom: z.coerce.number().int().min(1).max(20).default(15),
});

const tags = ['property'];

/**
 * Street view and static map images, from the configured provider through the site, or
 * a generated placeholder. POST takes the spec's JSON body; GET the same fields as a query, for <img src>.
 */
export const placeImageRoutes: FastifyPluginAsyncZod<PlaceImageRoutesOptions> = async (app, { provider }) => {
  async function send(reply: FastifyReply, load: () => Promise<PlaceImage>): Promise<FastifyReply> {
    const image = await load().catch((error: unknown) => {
      if (error instanceof PlaceImageUnavailable) throw new ApiError(502, ERROR_CODES.network, IMAGE_UNAVAILABLE_MESSAGE);
      throw error;
    });
    return reply.header('content-type', image.contentType).header('cache-control', 'public, max-age=86400').send(image.body);
  }

  for (const method of ['GET', 'POST'] as const) {
    const input = method === 'GET' ? 'querystring' : 'body';
    app.route({
      method,
      url: '/images/street-view',
      schema: { tags, summary: 'A street view image of an address (imageSize default 600x390)', [input]: streetViewSchema },
      // The schema has already validated and converted the input (imageSize as [width, height]).
      handler: async (request, reply) => {
        const { fullAddress, imageSize } = (method === 'GET' ? request.query : request.body) as z.output<typeof streetViewSchema>;
        return send(reply, () => provider.streetView({ fullAddress, width: imageSize[0], height: imageSize[1] }));
      },
    });
    app.route({
      method,
      url: '/images/static-map',
      schema: { tags, summary: 'A static map image around lng/lat (size default 600x390, zoom 1-20, default 15)', [input]: staticMapSchema },
      handler: async (request, reply) => {
        const { lng, lat, size, zoom } = (method === 'GET' ? request.query : request.body) as z.output<typeof staticMapSchema>;
        return send(reply, () => provider.staticMap({ lng, lat, zoom, width: size[0], height: size[1] }));
      },
    });
  }
};

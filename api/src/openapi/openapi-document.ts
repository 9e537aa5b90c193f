import { buildApp } from '../app';
import { openDatabase } from '../db/database';

// The API's OpenAPI document, built from the routes' zod schemas by @fastify/swagger. The remotes'
// answer types are generated from it (api-types.ts), so the API stays the one source of its shapes.

/** The OpenAPI 3 document of the API, as served at /api/docs/json. */
export type OpenApiDocument = Record<string, unknown>;

/**
 * Builds the API without listening (a throw-away in-memory PGlite, no job workers) and returns its
 * OpenAPI document. Nothing in it depends on the database or the configuration.
 */
export async function buildOpenApiDocument(): Promise<OpenApiDocument> {
  const database = await openDatabase({ inMemory: true });
  try {
    const app = await buildApp({ db: database.db, workers: false });
    try {
      await app.ready();
      return app.swagger() as unknown as OpenApiDocument;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

import type { components, paths } from './generated';

// The API's request and answer types, generated from its OpenAPI document (`npm run api:types`).
// Type-only: importing them adds nothing to a bundle. Remotes alias these instead of copying shapes.

export type { components, paths };

/** A named schema of the API (zod schemas with a `.meta({ id })`). */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

type JsonOk<Operation> = Operation extends { responses: { 200: { content: { 'application/json': infer Body } } } }
  ? Body
  : Operation extends { responses: { 201: { content: { 'application/json': infer Body } } } }
    ? Body
    : never;

/**
 * What a route answers on success, inside the envelope (`message`), e.g.
 * `ApiAnswer<'/api/v1/security/profile', 'get'>`. apiRequest returns this part.
 */
export type ApiAnswer<Path extends keyof paths, Method extends keyof paths[Path]> = JsonOk<paths[Path][Method]> extends { message: infer Message } ? Message : never;

/** The JSON body a route takes, e.g. `ApiBody<'/api/v1/security/profile', 'put'>`. */
export type ApiBody<Path extends keyof paths, Method extends keyof paths[Path]> = paths[Path][Method] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

import { z } from 'zod';
import { failureSchema } from '../../http/envelope';
import { DATA_API_PREFIX, type DataRouteDoc } from './data-route';
import { MAX_PAGE_SIZE } from './pagination';

// The data API's own OpenAPI 3.1 document, built from the zod schemas and examples of DATA_ROUTES,
// so a route cannot be served without being documented.

type Json = Record<string, unknown>;

const STATUS_TEXT: Record<number, [string, string, string]> = {
  400: ['BadRequest', 'VALIDATION_FAILED', 'zip: a 5-digit US ZIP code'],
  401: ['Unauthorized', 'API_KEY_INVALID', 'This API key is not valid.'],
  403: ['Forbidden', 'SCOPE_MISSING', 'This key lacks the valuation scope.'],
  404: ['NotFound', 'NOT_FOUND', 'There is no property with this id.'],
  429: ['TooManyRequests', 'RATE_LIMITED', 'Too many requests: wait before calling again.'],
};

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), its shared definitions moved to components. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output', components: Json): Json {
  const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  const text = JSON.stringify(converted).replaceAll('"#/$defs/', '"#/components/schemas/');
  const { $schema: _dialect, $defs, ...rest } = JSON.parse(text) as Json;
  Object.assign(components, ($defs as Json | undefined) ?? {});
  return rest;
}

function parameters(doc: DataRouteDoc, components: Json): Json[] {
  const of = (shape: z.ZodObject | undefined, where: 'path' | 'query', examples: Record<string, unknown> = {}) => {
    if (!shape) return [];
    const schema = jsonSchema(shape, 'input', components) as { properties: Record<string, Json>; required?: string[] };
    return Object.entries(schema.properties).map(([name, property]) => ({
      name,
      in: where,
      required: where === 'path' || (schema.required ?? []).includes(name),
      ...(typeof property['description'] === 'string' ? { description: property['description'] } : {}),
      schema: property,
      ...(examples[name] === undefined ? {} : { example: examples[name] }),
    }));
  };
  return [...of(doc.params, 'path', doc.example.params), ...of(doc.querystring, 'query', doc.example.query)];
}

const rateLimitHeaders = {
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimit-Policy' },
  RateLimit: { $ref: '#/components/headers/RateLimit' },
};

function operation(doc: DataRouteDoc, components: Json): Json {
  const status = String(doc.status ?? 200);
  const success = doc.csv
    ? { 'text/csv': { schema: { type: 'string' }, example: doc.example.response } }
    : {
        'application/json': {
          schema: { type: 'object', properties: { success: { const: true }, message: jsonSchema(doc.response, 'output', components) }, required: ['success', 'message'] },
          example: { success: true, message: doc.example.response },
        },
      };
  const notes = [`Needs a key with the \`${doc.scope}\` scope.`];
  if (doc.paginated) notes.push(`Paginated by cursor: pass the answer's \`nextCursor\` as \`cursor\` for the next page; \`limit\` is at most ${MAX_PAGE_SIZE}.`);
  return {
    operationId: `${doc.method.toLowerCase()}${doc.url.replace(/[:/.{}-]+(\w)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: doc.summary,
    description: notes.join(' '),
    tags: [doc.scope],
    'x-scope': doc.scope,
    parameters: parameters(doc, components),
    ...(doc.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(doc.body, 'input', components), example: doc.example.body } } } } : {}),
    responses: {
      [status]: { description: doc.status === 202 ? 'Accepted' : 'OK', headers: rateLimitHeaders, content: success },
      ...Object.fromEntries(Object.keys(STATUS_TEXT).map((code) => [code, { $ref: `#/components/responses/${STATUS_TEXT[Number(code)]![0]}` }])),
    },
  };
}

function errorResponses(): Json {
  return Object.fromEntries(
    Object.entries(STATUS_TEXT).map(([status, [name, code, message]]) => [
      name,
      {
        description: `${status} ${code}`,
        headers: { ...rateLimitHeaders, ...(status === '429' ? { 'Retry-After': { $ref: '#/components/headers/Retry-After' } } : {}) },
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { success: false, errors: [{ code, message }] } } },
      },
    ]),
  );
}

/** The OpenAPI 3.1 document of the given data routes. */
export function dataOpenApiDocument(routes: readonly DataRouteDoc[]): Json {
  const schemas: Json = {};
  const paths: Record<string, Json> = {};
  for (const doc of routes) {
    const path = `${DATA_API_PREFIX}${doc.url.replace(/:(\w+)/g, '{$1}')}`;
    paths[path] = { ...paths[path], [doc.method.toLowerCase()]: operation(doc, schemas) };
  }
  const error = jsonSchema(failureSchema, 'output', schemas);
  schemas['Error'] = (schemas['Failure'] as Json | undefined) ?? error;
  delete schemas['Failure'];
  return {
    openapi: '3.1.0',
    info: {
      title: 'Homeworth Data API',
      version: '1.0.0',
      description: [
        'Property facts, home values with an 80% range, condition scores, permits, renovation costs, market indexes and batch valuations.',
        'Authenticate with `X-Api-Key: sk_...` or `Authorization: Bearer sk_...`.',
        'Every answer is an envelope: `{ success: true, message }` or `{ success: false, errors: [{ code, message, args? }] }` with a stable code:',
        'API_KEY_MISSING, API_KEY_INVALID (401), SCOPE_MISSING, IP_NOT_ALLOWED (403), NOT_FOUND (404), VALIDATION_FAILED (400), RATE_LIMITED, QUOTA_EXHAUSTED (429 with Retry-After).',
        'Every answer carries RateLimit-Policy and RateLimit headers; only successful calls count against the monthly quota.',
        `List routes page by cursor, at most ${MAX_PAGE_SIZE} items a page.`,
      ].join(' '),
    },
    security: [{ ApiKey: [] }, { Bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        ApiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'A secret key (sk_...) from the developer portal' },
        Bearer: { type: 'http', scheme: 'bearer', description: 'The same secret key as a bearer token' },
      },
      schemas,
      headers: {
        'RateLimit-Policy': {
          description: 'The key’s per-second limit and the organization’s monthly quota (draft-ietf-httpapi-ratelimit-headers-10)',
          schema: { type: 'string' },
          example: '"burst";q=5;w=1, "monthly";q=1000;w=2592000',
        },
        RateLimit: {
          description: 'Calls left in each policy’s window and seconds until it resets',
          schema: { type: 'string' },
          example: '"burst";r=4;t=1, "monthly";r=987;t=1814400',
        },
        'Retry-After': { description: 'Seconds to wait before calling again (rate limit or exhausted quota)', schema: { type: 'integer' }, example: 1 },
      },
      responses: errorResponses(),
    },
  };
}

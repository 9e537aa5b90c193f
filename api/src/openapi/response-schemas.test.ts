import '../test/node-loaded-modules';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { agentNotificationsResponseSchema } from '../modules/agent/agent-engagement.schema';
import { buildOpenApiDocument } from './openapi-document';

// The remotes' answer types are generated from the OpenAPI document, so every /api/v1 route must describe
// its success answer: a route without a 2xx JSON schema (or answering z.any / a record of unknown) would
// leave a remote to copy the shape by hand. Routes that answer files are listed here, each with why.

const FILE_ROUTES: ReadonlyMap<string, string> = new Map([
  ['GET /api/v1/agent/agents/{agentId}/image', 'PNG: the agent card photo'],
  ['GET /api/v1/agent/clients/{clientId}/digest-preview', 'HTML: the digest email as it would be sent'],
  ['GET /api/v1/agent/imports/{importId}/report.csv', 'CSV: the import report download'],
  ['GET /api/v1/developer/usage.csv', 'CSV: the data API usage download'],
  ['GET /api/v1/blog/feed/atom', 'Atom XML feed'],
  ['GET /api/v1/blog/feed/rss', 'RSS XML feed'],
  ['GET /api/v1/blog/images/{file}', 'SVG/PNG post covers'],
  ['GET /api/v1/maintenance/calendar/{token}', 'iCalendar feed'],
  ['GET /api/v1/maintenance/printable.pdf', 'PDF'],
  ['GET /api/v1/maintenance/tasks/{taskId}/ics', 'iCalendar event'],
  ['GET /api/v1/estimation/plans/{userPropertyPlanId}/pdf', 'PDF'],
  ['GET /api/v1/estimation/shared/{token}/pdf', 'PDF'],
  ['GET /api/v1/professional/professionals/{professionalId}/download-image/{name}', 'PNG/JPEG: logo or photo of work'],
  ['GET /api/v1/property/images/static-map', 'PNG map image'],
  ['POST /api/v1/property/images/static-map', 'PNG map image'],
  ['GET /api/v1/property/images/street-view', 'JPEG street view image'],
  ['POST /api/v1/property/images/street-view', 'JPEG street view image'],
  ['GET /api/v1/property/map-tiles/{z}/{x}/{y}', 'PNG map tile'],
  ['GET /api/v1/property/properties/{kukunId}/report.pdf', 'PDF'],
  ['GET /api/v1/property/properties/{kukunId}/share-image.png', 'PNG link preview'],
  ['GET /api/v1/property/user-properties/{userPropertyId}/image', 'JPEG/PNG home photo'],
  ['GET /api/v1/property/admin/claim-documents/{documentId}/file', 'PDF, PNG or JPEG: an owner’s deed or tax bill (admins)'],
  ['GET /api/v1/security/profile/image', 'PNG profile photo'],
  ['GET /api/v1/seo/robots.txt', 'text/plain'],
  ['GET /api/v1/seo/sitemap.xml', 'XML sitemap'],
]);

type Schema = { $ref?: string; type?: string; properties?: Record<string, Schema>; additionalProperties?: Schema | boolean; description?: string };
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> };

/** True for a schema that says nothing about the answer: `{}` (z.any/z.unknown) or an object of unknown values. */
function isOpaque(schema: Schema | undefined): boolean {
  if (!schema) return true;
  const keys = Object.keys(schema).filter((k) => k !== 'description');
  if (keys.length === 0) return true;
  if (schema.type !== 'object' || schema.properties) return false;
  const values = schema.additionalProperties;
  return values === undefined || values === true || (typeof values === 'object' && isOpaque(values));
}

describe('the OpenAPI document', () => {
  let document: { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
  beforeAll(async () => {
    document = (await buildOpenApiDocument()) as typeof document;
  }, 60_000);

  const deref = (schema: Schema | undefined): Schema | undefined => {
    let s = schema;
    for (let depth = 0; s?.$ref && depth < 10; depth++) s = document.components?.schemas?.[s.$ref.split('/').pop()!];
    return s;
  };

  const routes = () =>
    Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([path, operations]) => Object.entries(operations).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })));

  it('describes the success answer of every /api/v1 route (the JSON envelope and a message that is not z.any)', () => {
    const undescribed = routes()
      .filter(({ route }) => !FILE_ROUTES.has(route))
      .filter(({ operation }) => {
        const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
        const json = success.map(([, response]) => deref(response.content?.['application/json']?.schema)).filter((s) => s !== undefined);
        // A 204 answers nothing; otherwise one JSON answer whose message is described.
        if (success.length > 0 && success.every(([status]) => status === '204')) return false;
        return json.length === 0 || json.some((s) => isOpaque(deref(s.properties?.message)));
      })
      .map(({ route }) => route);
    expect(undescribed).toEqual([]);
  });

  it('lists only file routes that exist (a stale allow-list entry hides nothing)', () => {
    const existing = new Set(routes().map(({ route }) => route));
    expect([...FILE_ROUTES.keys()].filter((route) => !existing.has(route))).toEqual([]);
  });

  it("refuses an answer that does not fit its strict schema (app.ts serializes with the zod provider's serializerCompiler)", () => {
    const serialize = serializerCompiler({ schema: agentNotificationsResponseSchema, method: 'GET', url: '/api/v1/agent/notifications', httpStatus: '200' });
    const answer = { success: true, message: { unreadCount: 0, notifications: [] } };
    expect(JSON.parse(serialize(answer))).toEqual(answer);
    // A field the service adds without the schema fails the request (a 500 in the route tests) instead of being dropped.
    expect(() => serialize({ ...answer, message: { ...answer.message, extra: 1 } })).toThrow();
    expect(() => serialize({ ...answer, message: { unreadCount: '0', notifications: [] } })).toThrow();
  });

  it('sees an opaque answer as undescribed (the check can fail)', () => {
    expect(isOpaque({})).toBe(true);
    expect(isOpaque({ type: 'object', additionalProperties: {} })).toBe(true);
    expect(isOpaque({ type: 'object', properties: { kukunId: { type: 'integer' } } })).toBe(false);
    expect(isOpaque({ type: 'array' })).toBe(false);
  });
});

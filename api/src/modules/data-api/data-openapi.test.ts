import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAs, useTestApp } from '../../test/test-app';
import { propertyDataProvider } from '../property';
import { dataApiGuard } from '../developer';
import { DATA_API_PREFIX, dataApiModule } from './index';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- reading a JSON document

describe('the data API’s OpenAPI 3.1 document: /api/data/v1/openapi.json', () => {
  const t = useTestApp();

  /** The module on its own instance: every route it registers, seen by Fastify itself, and its route docs. */
  async function servedRoutes() {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const seen: RouteOptions[] = [];
    app.addHook('onRoute', (route) => void seen.push(route));
    const docs = await dataApiModule(app, {
      db: t.db,
      provider: propertyDataProvider('sample'),
      guard: dataApiGuard({ db: t.db }),
      jobs: t.jobs,
      workers: false,
      production: false,
      webhookSecretKey: Buffer.alloc(32),
      apiOrigin: 'http://localhost:3000',
    });
    await app.close();
    return { seen: seen.filter((r) => r.method !== 'HEAD' && r.url !== `${DATA_API_PREFIX}/openapi.json`), docs };
  }

  it('is public OpenAPI 3.1 with both key schemes, the error shape and the RateLimit / Retry-After headers', async () => {
    const answer = await getAs(t.app, `${DATA_API_PREFIX}/openapi.json`);
    expect(answer.statusCode).toBe(200);
    const document: Json = answer.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes).toEqual({
      ApiKey: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-Api-Key' }),
      Bearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    expect(document.components.schemas.Error.properties.errors).toBeDefined();
    expect(Object.keys(document.components.headers).sort()).toEqual(['RateLimit', 'RateLimit-Policy', 'Retry-After']);
    expect(document.components.responses.TooManyRequests.headers['Retry-After']).toBeDefined();
    expect(document.info.description).toContain('at most 100 items a page');
  });

  it('documents every served data route with an example of each request and answer, and the examples fit the schemas', async () => {
    const document: Json = (await getAs(t.app, `${DATA_API_PREFIX}/openapi.json`)).json();
    const { seen, docs } = await servedRoutes();
    expect(seen.length).toBeGreaterThanOrEqual(9);
    for (const route of seen) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation: Json | undefined = document.paths[path]?.[String(route.method).toLowerCase()];
      expect([path, operation === undefined]).toEqual([path, false]);
      const success = Object.entries(operation!.responses as Json).find(([status]) => status.startsWith('2'))![1] as Json;
      const content = Object.values(success.content as Json)[0] as Json;
      expect([path, content.example]).toEqual([path, expect.anything()]);
      expect(success.headers.RateLimit).toBeDefined();
      if (route.method === 'POST') expect([path, operation!.requestBody?.content['application/json'].example]).toEqual([path, expect.anything()]);
      for (const parameter of operation!.parameters as Json[])
        if (parameter.required) expect([path, parameter.name, parameter.example]).toEqual([path, parameter.name, expect.anything()]);
      expect(operation!.responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
    }
    for (const doc of docs) {
      if (!doc.csv) expect(() => doc.response.parse(doc.example.response)).not.toThrow();
      if (doc.body) expect(() => doc.body!.parse(doc.example.body)).not.toThrow();
    }
  });

  it('keeps the data routes out of the site’s own OpenAPI document', async () => {
    const site = t.app.swagger() as Json;
    expect(Object.keys(site.paths).filter((path) => path.startsWith('/api/data/'))).toEqual([]);
  });
});

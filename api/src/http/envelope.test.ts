// First: app.inject needs the ESM-only `cookie`, which jest cannot load itself (see the file).
import '../test/node-loaded-modules';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import { ApiError, errorHandler, failure, notFoundHandler, ok } from './envelope';

// The error mapping on a bare Fastify instance: no database needed.
async function appWith(register: (app: ReturnType<typeof bare>) => void) {
  const app = bare();
  register(app);
  await app.ready();
  return app;
}

function bare() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  return app;
}

describe('envelope', () => {
  it('wraps data as { success: true, message }', () => {
    expect(ok({ a: 1 })).toEqual({ success: true, message: { a: 1 } });
  });

  it('builds { success: false, errors: [{ code, message, args? }] }', () => {
    expect(failure(10001, 'taken')).toEqual({ success: false, errors: [{ code: 10001, message: 'taken' }] });
    expect(failure('VALIDATION', 'bad', { field: 'x' }).errors[0]?.args).toEqual({ field: 'x' });
  });
});

describe('errorHandler', () => {
  it('answers an ApiError with its status, code, message and args', async () => {
    const app = await appWith((a) =>
      a.get('/taken', async () => {
        throw new ApiError(409, ERROR_CODES.emailExists, MESSAGES.emailInUse, { email: 'a@b.co' });
      }),
    );

    const response = await app.inject({ method: 'GET', url: '/taken' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      errors: [{ code: 10001, message: MESSAGES.emailInUse, args: { email: 'a@b.co' } }],
    });
  });

  it('answers an unexpected error with 500 INTERNAL and the generic message, never the details or stack', async () => {
    const app = await appWith((a) =>
      a.get('/boom', async () => {
        throw new Error('connection string postgres://secret@db leaked');
      }),
    );

    const response = await app.inject({ method: 'GET', url: '/boom' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, errors: [{ code: ERROR_CODES.internal, message: MESSAGES.genericError }] });
    expect(response.body).not.toContain('secret');
  });

  it('answers a query that fails its schema with 400 VALIDATION naming the field', async () => {
    const app = await appWith((a) => a.get('/items', { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } }, async () => ok([])));

    const response = await app.inject({ method: 'GET', url: '/items?page=0' });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({
      code: ERROR_CODES.validation,
      message: expect.stringMatching(/^page: /),
      args: { field: 'page' },
    });
  });

  it('answers an unsupported content type with its 4xx status in the envelope', async () => {
    const app = await appWith((a) => a.post('/upload', async () => ok(true)));

    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });

    expect(response.statusCode).toBe(415);
    expect(response.json().success).toBe(false);
  });
});

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import { ApiError, failureResponses, ok, successSchema } from '../../http/envelope';
import type { RateLimitSetting } from '../../http/rate-limit';
import { signInResponseSchema } from './account.schema';
import { userForGoogleIdentity, verifyGoogleCredential, type GoogleVerifier } from './google-login.service';
import { type SessionSettings } from './session-start';
import { finishFirstStep } from './sign-in-finish';

/** What the Google one-tap routes need; without `google` the feature is off. */
export interface GoogleLoginRoutesOptions extends SessionSettings {
  google: GoogleVerifier | undefined;
  authRateLimit: RateLimitSetting;
}

const tags = ['security'];

/** Google one-tap: the client id for the browser, and the external login with the ID token. */
export const googleLoginRoutes: FastifyPluginAsyncZod<GoogleLoginRoutesOptions> = async (app, options) => {
  app.get(
    '/external-login/config',
    {
      schema: {
        tags,
        summary: 'Whether Google one-tap is configured, and its client id',
        response: { 200: successSchema(z.object({ enabled: z.boolean(), clientId: z.string().nullable() })) },
      },
    },
    async () => ok({ enabled: options.google !== undefined, clientId: options.google?.clientId ?? null }),
  );

  app.post(
    '/external-login',
    {
      config: { rateLimit: options.authRateLimit },
      schema: {
        tags,
        summary: 'Sign in with a Google one-tap credential (an ID token checked against the configured JWKS)',
        body: z.object({ credential: z.string().min(20).max(8192) }),
        response: { 200: signInResponseSchema, ...failureResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      if (!options.google) throw new ApiError(404, ERROR_CODES.notFound, MESSAGES.notFound);
      const identity = await verifyGoogleCredential(options.google, request.body.credential);
      const user = await userForGoogleIdentity(options.db, identity);
      // Two-step sign-in holds for Google too: an enrolled account (every admin) still needs its code.
      return finishFirstStep(options, request, reply, user, 'SIGN_IN_GOOGLE');
    },
  );
};

import { z } from 'zod';
import { ACCOUNT_EVENT_KINDS } from '@homeworth/shared-lib/domain';
import { successSchema } from '../../http/envelope';

// Shapes of the sign-in link, two-step sign-in, signed-in devices and account activity routes.

const email = z.string().trim().min(1).max(254);
const token = z.string().trim().min(1).max(200);
/** A 6-digit authenticator code or a recovery code (xxxxx-xxxxx). */
const code = z.string().trim().min(6).max(20);

export const signInLinkBodySchema = z.object({ email });
export const signInLinkConfirmBodySchema = z.object({ email, token });
export const secondStepBodySchema = z.object({ pendingSignIn: token, code, remember: z.boolean().optional() });
export const twoStepCodeBodySchema = z.object({ code });
export const twoStepDisableBodySchema = z.object({ password: z.string().min(1).max(128), code });

export const twoStepStatusResponseSchema = successSchema(z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int(), required: z.boolean() }));
export const twoStepEnrolmentResponseSchema = successSchema(z.object({ secret: z.string(), otpauthUri: z.string() }));
export const recoveryCodesResponseSchema = successSchema(z.object({ recoveryCodes: z.array(z.string()) }));
export const twoStepOffResponseSchema = successSchema(z.object({ enabled: z.literal(false) }));

export const signedInDevicesResponseSchema = successSchema(
  z.object({
    sessions: z.array(z.object({ sessionId: z.number().int(), device: z.string(), ipPrefix: z.string(), createdAt: z.string(), lastSeenAt: z.string(), current: z.boolean() })),
  }),
);
// Named for what it is: the id of one of the caller's signed-in devices (a checkout also has a session id).
export const sessionIdParamsSchema = z.object({ deviceSessionId: z.coerce.number().int().positive().max(2_147_483_647) });
export const signedOutResponseSchema = successSchema(z.object({ signedOut: z.number().int() }));

export const activityQuerySchema = z.object({ before: z.coerce.number().int().positive().max(2_147_483_647).optional() });
export const activityResponseSchema = successSchema(
  z.object({
    events: z.array(z.object({ id: z.number().int(), kind: z.enum(ACCOUNT_EVENT_KINDS), device: z.string(), ipPrefix: z.string(), createdAt: z.string() })),
    nextBefore: z.number().int().nullable(),
  }),
);

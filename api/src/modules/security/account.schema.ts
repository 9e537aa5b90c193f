import { z } from 'zod';
import { MESSAGES, passwordProblem } from '@homeworth/shared-lib/domain';
import { successSchema } from '../../http/envelope';
import { sessionUserSchema } from './security.schema';

// Shapes of the verification, password and professional routes of /api/v1/security.

const token = z.string().trim().min(1).max(200);

/** A new password: the account-area password rule with its exact message. */
export const newPasswordSchema = z
  .string()
  .max(128)
  .refine((value) => passwordProblem(value) === null, { message: MESSAGES.passwordRules });

/** POST /verify-email body. */
export const verifyEmailBodySchema = z.object({ token });

/** POST /forgot-password body. */
export const forgotPasswordBodySchema = z.object({ email: z.string().trim().min(1).max(254) });

/**
 * POST /change-password body: `previousPassword` re-authenticates a
 * signed-in user; without it `accessToken` is the emailed reset token.
 */
export const changePasswordBodySchema = z
  .object({
    accessToken: token.optional(),
    userPass: newPasswordSchema,
    rePassword: z.string().max(128).optional(),
    previousPassword: z.string().min(1).max(1024).optional(),
  })
  .refine((body) => body.rePassword === undefined || body.rePassword === body.userPass, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['rePassword'],
  })
  .refine((body) => body.previousPassword !== undefined || body.accessToken !== undefined, {
    message: 'Send previousPassword (signed in) or accessToken (reset link).',
    path: ['accessToken'],
  });

/** A home of the user as sign-in returns it. */
export const loginHomeSchema = z.object({
  userPropertyId: z.number().int(),
  claimed: z.boolean(),
  isSavedAddress: z.boolean(),
  isPaidAddress: z.boolean(),
  validAddress: z.boolean(),
  property: z.object({
    propertyId: z.number().int(),
    kukunId: z.number().int(),
    address: z.string(),
    unitNumber: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
  }),
});

/** Sign-in answer: the user, their homes and how many are claimed. */
export const signInResponseSchema = successSchema(z.object({ user: sessionUserSchema, userProperties: z.array(loginHomeSchema), claimedProperties: z.number().int() }));

/** `{ sent: true }` of the mail-sending routes. */
export const emailSentResponseSchema = successSchema(z.object({ emailSent: z.literal(true) }));

/** Resend answer: sent, or nothing to do because the email is verified already. */
export const resendResponseSchema = successSchema(z.object({ emailSent: z.boolean(), alreadyVerified: z.boolean() }));

/** Password change answer. */
export const passwordChangedResponseSchema = successSchema(z.object({ passwordChanged: z.literal(true) }));

/** GET /professional answer. */
export const professionalResponseSchema = successSchema(z.object({ professional: z.object({ professionalId: z.number().int(), companyName: z.string(), kukunUrl: z.string() }) }));

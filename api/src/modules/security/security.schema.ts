import { z } from 'zod';
import { MESSAGES, ROLES, SIGNUP_ROLE_IDS, passwordProblem, rePasswordProblem, type SessionUser } from '@homeworth/shared-lib/domain';
import { successSchema } from '../../http/envelope';

// Request and response shapes of /api/v1/security. Email format is checked in the handler
// rather than here because the spec gives it its own code (10003), not VALIDATION.

const email = z.string().trim().max(254);
const personName = z.string().trim().min(1).max(50);

/** POST /sign-up body, including the contract's spelling `deciveType`. */
export const signUpBodySchema = z
  .object({
    email,
    firstName: personName,
    lastName: personName,
    password: z
      .string()
      .refine((value) => passwordProblem(value) === null, { message: MESSAGES.passwordRules })
      .describe(MESSAGES.passwordRules),
    rePassword: z.string().max(128),
    deciveType: z.string().max(50).optional(),
    roleId: z.literal(SIGNUP_ROLE_IDS),
    refererUrl: z.string().max(2048).optional(),
    /** Terms acceptance; the form always sends true. */
    termsAccepted: z.boolean().optional(),
    /** A contractor's company, from /signup/new-contractor. */
    professional: z
      .object({
        companyName: z.string().trim().min(1).max(120),
        streetAddress: z.string().trim().min(1).max(200),
        city: z.string().trim().min(1).max(80),
        state: z
          .string()
          .trim()
          .regex(/^[A-Za-z]{2}$/, 'Use the two-letter state code'),
        zipCode: z
          .string()
          .trim()
          .regex(/^\d{5}$/, 'Use a five-digit zip code'),
      })
      .optional(),
  })
  .refine((body) => rePasswordProblem(body.password, body.rePassword) === null, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['rePassword'],
  });

/** POST /sign-in body. Extra fields the old client sends (rePassword, refererUrl, ...) are ignored. */
export const signInBodySchema = z.object({
  email,
  password: z.string().min(1).max(1024),
  /** "Remember me": the session lasts a year instead of a day. */
  remember: z.boolean().optional(),
});

/** GET /email-exists query. */
export const emailExistsQuerySchema = z.object({ email });

/** The signed-in user as every app sees it. */
export const sessionUserSchema = z
  .object({
    userId: z.number().int(),
    userEmail: z.string(),
    userFirstName: z.string(),
    userLastName: z.string(),
    displayName: z.string(),
    roleId: z.number().int(),
    userRole: z.enum(ROLES),
    accountStatus: z.enum(['ANONYMOUS', 'VERIFICATION_PENDING', 'VERIFIED']),
  })
  .meta({ id: 'SessionUser' }) satisfies z.ZodType<SessionUser>;

/** `{ success: true, message: { user } }` of sign-up, sign-in and me. */
export const userResponseSchema = successSchema(z.object({ user: sessionUserSchema }));

/** `{ success: true, message: { user } }` of the session check: `user` is null for a guest. */
export const sessionStateResponseSchema = successSchema(z.object({ user: sessionUserSchema.nullable() }));

/** `{ success: true, message: { signedOut: true } }` of sign-out. */
export const signOutResponseSchema = successSchema(z.object({ signedOut: z.literal(true) }));

/** `{ success: true, message: { exists } }` of email-exists (an account without a password is not told apart). */
export const emailExistsResponseSchema = successSchema(z.object({ exists: z.boolean() }));

/** A validated sign-up body. */
export type SignUpBody = z.infer<typeof signUpBodySchema>;

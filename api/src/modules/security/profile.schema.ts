import { z } from 'zod';
import { mobileProblem, personNameProblem, profileEmailProblem } from '@homeworth/shared-lib/domain';
import { successSchema } from '../../http/envelope';
import { newPasswordSchema } from './account.schema';
import { sessionUserSchema } from './security.schema';

// Shapes of /api/v1/security/profile. Each field carries its exact validation message from the shared domain.

const flag = z.boolean();

function rule(check: (value: string) => string | null) {
  return z
    .string()
    .max(254)
    .superRefine((value, ctx) => {
      const problem = check(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** PUT /profile body. `password` only creates a password for an account without one. */
export const profileUpdateBodySchema = z
  .object({
    firstName: rule((v) => personNameProblem(v, 'first')).transform((v) => v.trim()),
    lastName: rule((v) => personNameProblem(v, 'last')).transform((v) => v.trim()),
    email: rule(profileEmailProblem).transform((v) => v.trim().toLowerCase()),
    phone: rule(mobileProblem),
    monthlyNewsletter: flag,
    emailNotifications: flag,
    smsNotifications: flag,
    password: newPasswordSchema.optional(),
    rePassword: z.string().max(128).optional(),
    /** Needed to change the email of an account that has a password. */
    currentPassword: z.string().max(1024).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.password !== undefined && body.password !== body.rePassword) {
      ctx.addIssue({ code: 'custom', message: 'Passwords do not match', path: ['rePassword'] });
    }
  });

/** The profile page's data. */
export const profileSchema = z
  .object({
    userFirstName: z.string(),
    userLastName: z.string(),
    userEmail: z.string(),
    /** Ten digits, or '' before the user gives one. */
    userPhone: z.string(),
    monthlyNewsletter: flag,
    emailNotifications: flag,
    smsNotifications: flag,
    hasProfileImage: flag,
    /** False for accounts that must create a password (pre-registered, Google). */
    isPasswordExist: flag,
  })
  .meta({ id: 'UserProfile' });

/** `{ user, profile }` answer of the profile routes. */
export const profileResponseSchema = successSchema(z.object({ user: sessionUserSchema, profile: profileSchema }));

/** A validated profile update. */
export type ProfileUpdate = z.infer<typeof profileUpdateBodySchema>;

import { z } from 'zod';

/**
 * The session payload of @homeworth/shared-lib 2.x: the readable cookies every app may read.
 * Frozen for the 2.x line: values are
 * spelt out here rather than imported, so a change in the library cannot move the contract with it.
 * Adding an optional field is a minor release; renaming, removing or retyping one is a major (v3/).
 */

/** `user_profile`: the signed-in user (SessionUser). */
export const sessionUserV2 = z.object({
  userId: z.number().int().positive(),
  userEmail: z.string(),
  userFirstName: z.string(),
  userLastName: z.string(),
  displayName: z.string(),
  roleId: z.number().int(),
  userRole: z.enum(['GUEST', 'STANDARD', 'AGENT', 'AGENT_PRO', 'PROFESSIONAL']),
  accountStatus: z.enum(['ANONYMOUS', 'VERIFICATION_PENDING', 'VERIFIED']),
});

/** `user_account_validation`: the account validation record (AccountValidation). */
export const accountValidationV2 = z.object({
  displayName: z.string(),
  isLoggedIn: z.boolean(),
  accountStatus: z.enum(['ANONYMOUS', 'VERIFICATION_PENDING', 'VERIFIED']),
  userRole: z.enum(['GUEST', 'STANDARD', 'AGENT', 'AGENT_PRO', 'PROFESSIONAL']),
});

/** `my_home`: the selected home (MyHome). */
export const myHomeV2 = z.object({
  propertyId: z.number().int(),
  userPropertyId: z.number().int().optional(),
  address: z.string(),
  unitNumber: z.string().optional(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  claimed: z.boolean().optional(),
  onboardingSource: z.string().optional(),
  skipHomeownerQuestion: z.boolean().optional(),
});

/** `kukun_id`: the selected home's kukunId, a positive integer written as text. */
export const kukunIdV2 = z.string().regex(/^[1-9]\d*$/);

/** Each readable session cookie and the schema of its (JSON-decoded, except kukun_id) value. */
export const SESSION_COOKIES_V2 = {
  user_profile: sessionUserV2,
  user_account_validation: accountValidationV2,
  my_home: myHomeV2,
  kukun_id: kukunIdV2,
} as const;

import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { ACCOUNT_PROTECTION_CODES } from '@homeworth/shared-lib/domain';

/** Why an admin page could not load: not an admin (403), or an admin without two-step sign-in, told to set it up. */
export interface AdminLoadFailure {
  error: string;
  forbidden: boolean;
  twoStepMissing?: boolean;
}

/** The failure of an admin page's load, in the words the page shows. */
export function adminLoadFailure(error: unknown): AdminLoadFailure {
  const forbidden = error instanceof ApiError && error.status === 403;
  // The API's message names the profile section where two-step sign-in is turned on.
  const twoStepMissing = error instanceof ApiError && error.code === ACCOUNT_PROTECTION_CODES.twoStepRequired;
  return {
    error: twoStepMissing ? error.message : forbidden ? 'This page is for Homeworth administrators.' : error instanceof ApiError ? error.message : MESSAGES.genericError,
    forbidden,
    ...(twoStepMissing ? { twoStepMissing } : {}),
  };
}

import type { Role } from './roles';

/** Account status of the account validation record. */
export type AccountStatus = 'ANONYMOUS' | 'VERIFICATION_PENDING' | 'VERIFIED';

/** The signed-in user as the API returns it and the session library keeps it. */
export interface SessionUser {
  userId: number;
  userEmail: string;
  userFirstName: string;
  userLastName: string;
  displayName: string;
  roleId: number;
  userRole: Role;
  accountStatus: AccountStatus;
}

/** The display name shown in the nav: first name, else the part of the email before @. */
export function displayNameOf(firstName: string, email: string): string {
  const first = firstName.trim();
  return first.length > 0 ? first : (email.split('@')[0] ?? email);
}

import { eq } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { ROLE_IDS, type SessionUser } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { users } from './users.tables';
import { ApiError } from '../../http/envelope';
import { userProfiles } from './security.tables';
import { findUserByEmail, normalizeEmail, toSessionUser } from './user.service';

/** How Google ID tokens are checked: our client id (the audience) and Google's signing keys. */
export interface GoogleVerifier {
  clientId: string;
  jwks: JWTVerifyGetKey;
}

/** Google's issuers (https://developers.google.com/identity/gsi/web/guides/verify-google-id-token). */
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** A verifier against a JWKS URL (keys fetched and cached by jose). */
export function remoteGoogleVerifier(clientId: string, jwksUrl: string): GoogleVerifier {
  return { clientId, jwks: createRemoteJWKSet(new URL(jwksUrl)) };
}

/** The external-login failure: "Unauthorized". */
function unauthorized(): ApiError {
  return new ApiError(401, 'UNAUTHORIZED', 'Unauthorized');
}

interface GoogleIdentity {
  email: string;
  firstName: string;
  lastName: string;
}

/** Checks the one-tap credential's signature, audience, issuer and expiry; the email must be verified by Google. */
export async function verifyGoogleCredential(verifier: GoogleVerifier, credential: string): Promise<GoogleIdentity> {
  try {
    const { payload } = await jwtVerify(credential, verifier.jwks, { audience: verifier.clientId, issuer: GOOGLE_ISSUERS });
    const email = typeof payload.email === 'string' ? payload.email : '';
    if (!email || payload.email_verified !== true) throw unauthorized();
    const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 50) : '');
    return { email, firstName: text(payload.given_name), lastName: text(payload.family_name) };
  } catch {
    throw unauthorized();
  }
}

/**
 * Signs in the Google account's user, creating a homeowner account (without a password, which the
 * profile page asks for) the first time. Google verified the email, so the account is VERIFIED.
 */
export async function userForGoogleIdentity(db: Database, identity: GoogleIdentity): Promise<SessionUser> {
  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    if (existing.accountStatus === 'VERIFIED') return toSessionUser(existing);
    const [verified] = await db.update(users).set({ accountStatus: 'VERIFIED' }).where(eq(users.id, existing.id)).returning();
    return toSessionUser(verified ?? existing);
  }
  const [created] = await db
    .insert(users)
    .values({
      email: normalizeEmail(identity.email),
      firstName: identity.firstName,
      lastName: identity.lastName,
      roleId: ROLE_IDS.homeowner,
      accountStatus: 'VERIFIED',
    })
    .returning();
  if (!created) throw new Error('user insert returned no row');
  await db.insert(userProfiles).values({ userId: created.id }).onConflictDoNothing();
  return toSessionUser(created);
}

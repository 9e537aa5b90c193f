import { apiRequest, type SessionUser } from '@homeworth/shared-lib';

/** POST /v1/security/verify-email: VERIFICATION_PENDING -> VERIFIED. */
export function verifyEmail(token: string): Promise<{ user: SessionUser }> {
  return apiRequest({ method: 'POST', url: '/v1/security/verify-email', data: { token } });
}

/** POST /v1/security/resend-verification. */
export function resendVerification(): Promise<{ emailSent: boolean; alreadyVerified: boolean }> {
  return apiRequest({ method: 'POST', url: '/v1/security/resend-verification' });
}

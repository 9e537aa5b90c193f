import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

/** POST /v1/security/verify-email: VERIFICATION_PENDING -> VERIFIED. */
export function verifyEmail(token: string): Promise<ApiAnswer<'/api/v1/security/verify-email', 'post'>> {
  return apiRequest({ method: 'POST', url: '/v1/security/verify-email', data: { token } });
}

/** POST /v1/security/resend-verification. */
export function resendVerification(): Promise<ApiAnswer<'/api/v1/security/resend-verification', 'post'>> {
  return apiRequest({ method: 'POST', url: '/v1/security/resend-verification' });
}

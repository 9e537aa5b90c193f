import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

/** POST /v1/security/forgot-password {email}. */
export function forgotPassword(email: string): Promise<ApiAnswer<'/api/v1/security/forgot-password', 'post'>> {
  return apiRequest({ method: 'POST', url: '/v1/security/forgot-password', data: { email } });
}

/** POST /v1/security/change-password (accessToken, userPass, previousPassword optional). */
export function changePassword(body: {
  accessToken?: string;
  userPass: string;
  rePassword: string;
  previousPassword?: string;
}): Promise<ApiAnswer<'/api/v1/security/change-password', 'post'>> {
  return apiRequest({ method: 'POST', url: '/v1/security/change-password', data: body });
}

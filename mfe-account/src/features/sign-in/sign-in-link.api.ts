import { apiRequest } from '@homeworth/shared-lib';

/** POST /v1/security/sign-in-link: emails a single-use sign-in link (the same answer for any email). */
export function requestSignInLink(email: string): Promise<{ emailSent: true }> {
  return apiRequest({ method: 'POST', url: '/v1/security/sign-in-link', data: { email } });
}

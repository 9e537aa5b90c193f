import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

/** What the signup pre-check learns about an email: only whether it is taken. */
export type EmailStatus = ApiAnswer<'/api/v1/security/email-exists', 'get'>;

/** GET /v1/security/email-exists. */
export function checkEmail(email: string): Promise<EmailStatus> {
  return apiRequest<EmailStatus>({ method: 'GET', url: '/v1/security/email-exists', params: { email } });
}

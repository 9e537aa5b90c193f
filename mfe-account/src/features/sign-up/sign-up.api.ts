import { apiRequest } from '@homeworth/shared-lib';

/** What the signup pre-check learns about an email. */
export interface EmailStatus {
  exists: boolean;
  /** The account exists without a password (an invited client): signing up finishes it. */
  preRegister: boolean;
}

/** GET /v1/security/email-exists. */
export function checkEmail(email: string): Promise<EmailStatus> {
  return apiRequest<EmailStatus>({ method: 'GET', url: '/v1/security/email-exists', params: { email } });
}

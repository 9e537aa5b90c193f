import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer, ApiBody } from '@homeworth/shared-lib/api-types';

/** What the contact-us form sends (`POST /api/v1/utils/contact-us`). */
export type ContactMessage = ApiBody<'/api/v1/utils/contact-us', 'post'>;

/** Sends the message; resolves with its id or rejects with ApiError. */
export async function sendContactMessage(message: ContactMessage): Promise<number> {
  const { id } = await apiRequest<ApiAnswer<'/api/v1/utils/contact-us', 'post'>>({ method: 'POST', url: '/v1/utils/contact-us', data: message });
  return id;
}

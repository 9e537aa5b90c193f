import { apiRequest, type ContactTopic } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

/** What the contact-us form sends (`POST /api/v1/utils/contact-us`). */
export interface ContactMessage {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  topic: ContactTopic;
  message: string;
}

/** Sends the message; resolves with its id or rejects with ApiError. */
export async function sendContactMessage(message: ContactMessage): Promise<number> {
  const { id } = await apiRequest<ApiAnswer<'/api/v1/utils/contact-us', 'post'>>({ method: 'POST', url: '/v1/utils/contact-us', data: message });
  return id;
}

import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

/** Which messages the admin page lists. */
export type MessageFilter = 'open' | 'answered' | 'all';

/** A contact-us message with its thread (`GET /api/v1/admin/contact-messages`); `canDeleteAccount`: a "Delete my account" request sent while signed in to that account. */
export type AdminMessage = ApiAnswer<'/api/v1/admin/contact-messages', 'get'>['messages'][number];

const BASE = '/v1/admin/contact-messages';

/** Newest first, filtered. */
export async function fetchMessages(filter: MessageFilter): Promise<AdminMessage[]> {
  return (await apiRequest<{ messages: AdminMessage[] }>({ method: 'GET', url: BASE, params: { status: filter } })).messages;
}

/** Marks a message answered or open again. */
export async function markAnswered(id: number, answered: boolean): Promise<void> {
  await apiRequest({ method: 'PUT', url: `${BASE}/${id}/answered`, data: { answered } });
}

/** Emails a reply to the sender; it joins the thread. */
export async function sendReply(id: number, message: string): Promise<void> {
  await apiRequest({ method: 'POST', url: `${BASE}/${id}/replies`, data: { message } });
}

/** Deletes the account a deletion request came from; `confirmEmail` repeats its email. */
export async function deleteAccount(id: number, confirmEmail: string): Promise<void> {
  await apiRequest({ method: 'POST', url: `${BASE}/${id}/delete-account`, data: { confirmEmail } });
}

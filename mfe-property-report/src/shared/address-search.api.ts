import { ApiError, apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

/** One autocomplete entry (GET /v1/property/address-suggestions); `kukunId` is set for properties already known. */
export type AddressSuggestion = ApiAnswer<'/api/v1/property/address-suggestions', 'get'>['suggestions'][number];

/** Autocomplete over US places and known properties. */
export async function fetchSuggestions(q: string): Promise<AddressSuggestion[]> {
  const { suggestions } = await apiRequest<{ suggestions: AddressSuggestion[] }>({ method: 'GET', url: '/v1/property/address-suggestions', params: { q } });
  return suggestions;
}

/** The identity lookup's answer: kukunId 0 with success false when the address is not found. */
export type KukunIdResult = { success: true; kukunId: number } | { success: false; kukunId: 0; message: string };

/** Identifies an address: its kukun id. */
export async function lookupKukunId(address: Pick<AddressSuggestion, 'address' | 'city' | 'state' | 'zipCode'> & { unitNumber?: string }): Promise<KukunIdResult> {
  try {
    const { kukunId } = await apiRequest<{ kukunId: number }>({ method: 'POST', url: '/v1/property/kukun-id', data: address });
    return { success: true, kukunId };
  } catch (error) {
    const message = error instanceof ApiError ? error.message : 'We could not look up this address.';
    return { success: false, kukunId: 0, message };
  }
}

/** Reads "120 Oak Street, Austin, TX 78701" typed without picking a suggestion; null when incomplete. */
export function parseTypedAddress(text: string): Pick<AddressSuggestion, 'address' | 'city' | 'state' | 'zipCode'> | null {
  const match = /^\s*(\d+[^,]*?)\s*,\s*([^,]+?)\s*,\s*([A-Za-z]{2})\s+(\d{5})\s*$/.exec(text);
  if (!match) return null;
  const [, address, city, state, zipCode] = match as unknown as [string, string, string, string, string];
  return { address, city, state: state.toUpperCase(), zipCode };
}

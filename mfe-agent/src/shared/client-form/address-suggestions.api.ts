import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

/** Address suggestions: the same autocomplete API as the home report's address search. */
export type AddressSuggestion = ApiAnswer<'/api/v1/property/address-suggestions', 'get'>['suggestions'][number];

/** GET /v1/property/address-suggestions. */
export async function fetchAddressSuggestions(q: string): Promise<AddressSuggestion[]> {
  return (await apiRequest<{ suggestions: AddressSuggestion[] }>({ method: 'GET', url: '/v1/property/address-suggestions', params: { q } })).suggestions;
}

import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';
import type { AgentClient } from '@homeworth/shared-lib/domain';

type Client = '/api/v1/agent/clients/{clientId}';

/** A note on a client. */
export type ClientNote = ApiAnswer<`${Client}/notes`, 'get'>['notes'][number];

/** One of the client's homes with its notification choice, value and one-year change. */
export type ClientHome = ClientHomes['homes'][number];

/** The client's homes and the all/zero/partial reading of their selection. */
export type ClientHomes = ApiAnswer<`${Client}/property-preferences`, 'get'>;

const base = (id: number) => `/v1/agent/clients/${id}`;

export async function fetchClient(id: number): Promise<AgentClient> {
  return (await apiRequest<{ client: AgentClient }>({ method: 'GET', url: base(id) })).client;
}

export function fetchHomes(id: number): Promise<ClientHomes> {
  return apiRequest<ClientHomes>({ method: 'GET', url: `${base(id)}/property-preferences` });
}

export function saveHomePreferences(id: number, preferences: { userPropertyId: number; selected: boolean }[]): Promise<ClientHomes> {
  return apiRequest<ClientHomes>({ method: 'PUT', url: `${base(id)}/property-preferences`, data: { preferences } });
}

export async function fetchNotes(id: number): Promise<ClientNote[]> {
  return (await apiRequest<{ notes: ClientNote[] }>({ method: 'GET', url: `${base(id)}/notes` })).notes;
}

export async function createNote(id: number, body: string): Promise<ClientNote> {
  return (await apiRequest<{ note: ClientNote }>({ method: 'POST', url: `${base(id)}/notes`, data: { body } })).note;
}

export async function updateNote(id: number, noteId: number, body: string): Promise<ClientNote> {
  return (await apiRequest<{ note: ClientNote }>({ method: 'PUT', url: `${base(id)}/notes/${noteId}`, data: { body } })).note;
}

export async function removeNote(id: number, noteId: number): Promise<void> {
  await apiRequest<unknown>({ method: 'DELETE', url: `${base(id)}/notes/${noteId}` });
}

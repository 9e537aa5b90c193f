import { apiClient, apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer, ApiBody, ApiSchema } from '@homeworth/shared-lib/api-types';

const BASE = '/v1/professional';

/** A permit the contractor pulled (the API's ContractorPermit schema). */
export type ContractorPermit = ApiSchema<'ContractorPermit'>;

/** A contractor's public profile. Never the account's email. */
export type ContractorProfile = ApiSchema<'ContractorProfile'>;

/** The owner's editable profile. */
export type OwnProfile = ApiSchema<'OwnContractorProfile'>;

/** What the owner sends to save the profile. */
export type ProfileUpdate = Pick<
  OwnProfile,
  | 'companyName'
  | 'businessPhone'
  | 'description'
  | 'businessTypes'
  | 'licenseNumber'
  | 'licenseState'
  | 'insurance'
  | 'yearsInBusiness'
  | 'serviceZipCodes'
  | 'serviceRadiusMiles'
  | 'leadEmails'
>;

/** The company step of sign-up and the professional claim share these fields. */
export type CompanyFields = ApiBody<'/api/v1/professional/my-professional', 'post'>;

/** A homeowner's message through the profile's contact form. */
export interface LeadForm {
  name: string;
  email: string;
  phone: string;
  zipCode: string;
  message: string;
}

/** A lead on the contractor's Leads page. */
export type Lead = ApiSchema<'ContractorLead'>;

/** The professional lookup by kukun-url; 404 when no contractor has that slug. */
export async function fetchContractorProfile(kukunUrl: string): Promise<ContractorProfile> {
  return (
    await apiRequest<ApiAnswer<'/api/v1/professional/professionals/by-kukun-url/{kukunUrl}', 'get'>>({
      method: 'GET',
      url: `${BASE}/professionals/by-kukun-url/${encodeURIComponent(kukunUrl)}`,
    })
  ).professional;
}

/** The signed-in contractor's own profile, or null while the company step is still to do. */
export async function fetchOwnProfile(): Promise<OwnProfile | null> {
  return (await apiRequest<ApiAnswer<'/api/v1/professional/my-professional', 'get'>>({ method: 'GET', url: `${BASE}/my-professional` })).professional;
}

/** The company step of sign-up. */
export async function createCompany(company: CompanyFields): Promise<OwnProfile> {
  return (await apiRequest<ApiAnswer<'/api/v1/professional/my-professional', 'post'>>({ method: 'POST', url: `${BASE}/my-professional`, data: company })).professional;
}

/** Saves the owner's profile. */
export async function saveOwnProfile(professionalId: number, update: ProfileUpdate): Promise<OwnProfile> {
  return (
    await apiRequest<ApiAnswer<'/api/v1/professional/professionals/{professionalId}', 'put'>>({ method: 'PUT', url: `${BASE}/professionals/${professionalId}`, data: update })
  ).professional;
}

/** Uploads the logo or a photo of work (multipart field "image"). */
export async function uploadContractorImage(professionalId: number, kind: 'logo' | 'photos', file: File): Promise<OwnProfile> {
  const body = new FormData();
  body.append('image', file);
  return (
    await apiRequest<ApiAnswer<'/api/v1/professional/professionals/{professionalId}/logo', 'post'>>(
      { method: 'POST', url: `${BASE}/professionals/${professionalId}/${kind}`, data: body, timeout: 60000 },
      apiClient(),
    )
  ).professional;
}

/** Removes a photo of work. */
export async function removeContractorPhoto(professionalId: number, name: string): Promise<OwnProfile> {
  return (
    await apiRequest<ApiAnswer<'/api/v1/professional/professionals/{professionalId}/photos/{name}', 'delete'>>({
      method: 'DELETE',
      url: `${BASE}/professionals/${professionalId}/photos/${encodeURIComponent(name)}`,
    })
  ).professional;
}

/** The owner's leads, newest first. */
export async function fetchLeads(professionalId: number): Promise<Lead[]> {
  return (await apiRequest<ApiAnswer<'/api/v1/professional/professionals/{professionalId}/leads', 'get'>>({ method: 'GET', url: `${BASE}/professionals/${professionalId}/leads` }))
    .leads;
}

/** A homeowner writes to a contractor. */
export async function sendLead(professionalId: number, lead: LeadForm): Promise<ApiAnswer<'/api/v1/professional/professionals/{professionalId}/leads', 'post'>> {
  return apiRequest({ method: 'POST', url: `${BASE}/professionals/${professionalId}/leads`, data: lead });
}

/** Starts a claim of an unclaimed company (the professional claim). */
export async function claimProfile(
  claim: CompanyFields & { professionalId: number; email: string },
): Promise<ApiAnswer<'/api/v1/professional/professional-claim-profiles', 'post'>> {
  return apiRequest({ method: 'POST', url: `${BASE}/professional-claim-profiles`, data: claim });
}

/** Confirms a claim from its emailed link. */
export async function confirmClaim(token: string): Promise<ApiAnswer<'/api/v1/professional/professional-claim-profiles/confirm', 'post'>> {
  return apiRequest({ method: 'POST', url: `${BASE}/professional-claim-profiles/confirm`, data: { token } });
}

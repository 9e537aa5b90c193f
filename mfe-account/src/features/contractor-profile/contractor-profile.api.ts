import { apiClient, apiRequest } from '@homeworth/shared-lib';

const BASE = '/v1/professional';

/** A permit the contractor pulled (from the permit data). */
export interface ContractorPermit {
  id: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  projectType: string;
  permitDate: string;
  status: string;
  jobValue: number;
  latitude: number;
  longitude: number;
}

/** A contractor's public profile (estimator-property-agent.md §3, professional). Never the account's email. */
export interface ContractorProfile {
  professionalId: number;
  kukunUrl: string;
  companyName: string;
  contractorName: string;
  claimed: boolean;
  sampleData: boolean;
  companyContact: { companyProfileImage: string | null; businessPhone: string | null; acceptsMessages: boolean };
  serviceArea: { city: string; state: string; zipCode: string; zipCodes: string[]; radiusMiles: number | null; latitude: number | null; longitude: number | null };
  description: string;
  businessTypes: { id: string; label: string }[];
  license: { number: string; state: string };
  insurance: string;
  yearsInBusiness: number | null;
  photos: string[];
  memberSince: string;
  permits: { count: number; types: { type: string; count: number }[]; recent: ContractorPermit[] };
  projects: { slug: string; displayName: string; low: number; high: number }[];
  costIndex: { state: string; name: string; index: number; source: string };
}

/** The owner's editable profile. */
export interface OwnProfile {
  professionalId: number;
  kukunUrl: string;
  companyName: string;
  email: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  businessPhone: string;
  description: string;
  businessTypes: string[];
  licenseNumber: string;
  licenseState: string;
  insurance: string;
  yearsInBusiness: number | null;
  serviceZipCodes: string[];
  serviceRadiusMiles: number | null;
  leadEmails: boolean;
  companyProfileImage: string | null;
  photos: { name: string; url: string }[];
  permitCompany: string | null;
}

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

/** The company step of sign-up and the professional claim share these fields (shell-and-account.md §3). */
export interface CompanyFields {
  companyName: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
}

/** A homeowner's message through the profile's contact form. */
export interface LeadForm {
  name: string;
  email: string;
  phone: string;
  zipCode: string;
  message: string;
}

/** A lead on the contractor's Leads page. */
export interface Lead extends LeadForm {
  leadId: number;
  createdAt: string;
}

/** The professional lookup by kukun-url (§7); 404 when no contractor has that slug. */
export async function fetchContractorProfile(kukunUrl: string): Promise<ContractorProfile> {
  return (await apiRequest<{ professional: ContractorProfile }>({ method: 'GET', url: `${BASE}/professionals/by-kukun-url/${encodeURIComponent(kukunUrl)}` })).professional;
}

/** The signed-in contractor's own profile, or null while the company step is still to do. */
export async function fetchOwnProfile(): Promise<OwnProfile | null> {
  return (await apiRequest<{ professional: OwnProfile | null }>({ method: 'GET', url: `${BASE}/my-professional` })).professional;
}

/** The company step of sign-up. */
export async function createCompany(company: CompanyFields): Promise<OwnProfile> {
  return (await apiRequest<{ professional: OwnProfile }>({ method: 'POST', url: `${BASE}/my-professional`, data: company })).professional;
}

/** Saves the owner's profile. */
export async function saveOwnProfile(professionalId: number, update: ProfileUpdate): Promise<OwnProfile> {
  return (await apiRequest<{ professional: OwnProfile }>({ method: 'PUT', url: `${BASE}/professionals/${professionalId}`, data: update })).professional;
}

/** Uploads the logo or a photo of work (multipart field "image"). */
export async function uploadContractorImage(professionalId: number, kind: 'logo' | 'photos', file: File): Promise<OwnProfile> {
  const body = new FormData();
  body.append('image', file);
  return (await apiRequest<{ professional: OwnProfile }>({ method: 'POST', url: `${BASE}/professionals/${professionalId}/${kind}`, data: body, timeout: 60000 }, apiClient()))
    .professional;
}

/** Removes a photo of work. */
export async function removeContractorPhoto(professionalId: number, name: string): Promise<OwnProfile> {
  return (await apiRequest<{ professional: OwnProfile }>({ method: 'DELETE', url: `${BASE}/professionals/${professionalId}/photos/${encodeURIComponent(name)}` })).professional;
}

/** The owner's leads, newest first. */
export async function fetchLeads(professionalId: number): Promise<Lead[]> {
  return (await apiRequest<{ leads: Lead[] }>({ method: 'GET', url: `${BASE}/professionals/${professionalId}/leads` })).leads;
}

/** A homeowner writes to a contractor. */
export async function sendLead(professionalId: number, lead: LeadForm): Promise<{ message: string }> {
  return apiRequest({ method: 'POST', url: `${BASE}/professionals/${professionalId}/leads`, data: lead });
}

/** Starts a claim of an unclaimed company (professional claim, §3). */
export async function claimProfile(claim: CompanyFields & { professionalId: number; email: string }): Promise<{ status: 'EMAIL_SENT' | 'ADMIN_REVIEW'; sentTo: string | null }> {
  return apiRequest({ method: 'POST', url: `${BASE}/professional-claim-profiles`, data: claim });
}

/** Confirms a claim from its emailed link. */
export async function confirmClaim(token: string): Promise<{ professionalId: number; kukunUrl: string }> {
  return apiRequest({ method: 'POST', url: `${BASE}/professional-claim-profiles/confirm`, data: { token } });
}

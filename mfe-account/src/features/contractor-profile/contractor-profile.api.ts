import { apiRequest } from '@homeworth/shared-lib';

/** A contractor's public profile (estimator-property-agent.md §3, professional). */
export interface ContractorProfile {
  professionalId: number;
  kukunUrl: string;
  companyName: string;
  contractorName: string;
  companyContact: { email: string; companyProfileImage: string | null };
  serviceArea: { streetAddress: string; city: string; state: string; zipCode: string };
  memberSince: string;
}

/** The professional lookup by kukun-url (§7); 404 when no contractor has that slug. */
export async function fetchContractorProfile(kukunUrl: string): Promise<ContractorProfile> {
  return (await apiRequest<{ professional: ContractorProfile }>({ method: 'GET', url: `/v1/professional/professionals/by-kukun-url/${encodeURIComponent(kukunUrl)}` }))
    .professional;
}

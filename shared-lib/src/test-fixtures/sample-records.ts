import type { AgentClient } from '../domain/agent/agent-clients';

/** One complete, live client as the clients API returns it (the agent area's and the domain rules' tests). */
export function sampleAgentClient(overrides: Partial<AgentClient> = {}): AgentClient {
  return {
    id: 1,
    firstName: 'Maria',
    lastName: 'Lopez',
    emailAddress: 'maria@example.com',
    phoneNumber: '5125550142',
    address: '12 Oak Street',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    notes: '',
    accountStatus: 'Inactive',
    recordStatus: 'live',
    invited: true,
    optedOut: false,
    validAddress: true,
    valid: false,
    complete: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

// The home a maintenance plan is for, as the plan API answers it (the API's PDF tests and the plan page's tests):
// a user's own 1978 home in Denver (climate zone 5B), not the sample home.
const PLAN_HOME = {
  userPropertyId: 12 as number | null,
  kukunId: 900,
  address: '418 Juniper Court',
  city: 'Denver',
  state: 'CO',
  zipCode: '80202',
  yearBuilt: 1978,
  buildingArea: 1850,
  bedrooms: 3,
  bathrooms: 2,
  climateZone: { zone: '5', moisture: 'B', label: 'Climate zone 5B (cold, dry)', source: 'IECC 2021' },
  isSample: false,
  readOnly: false,
};

/** That home, with any facts changed. */
export function samplePlanHome(overrides: Partial<typeof PLAN_HOME> = {}): typeof PLAN_HOME {
  return { ...PLAN_HOME, climateZone: { ...PLAN_HOME.climateZone }, ...overrides };
}

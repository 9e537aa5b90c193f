import { phoneDigits } from '../accounts/account-rules';
import { US_STATES } from '../money-and-units/us-states';
import { isValidEmail } from '../money-and-units/validation';

/**
 * The agent's client list: the client record, its display and add-client rules, and the
 * list's sort keys. The agent area and the API both use these.
 */

/** Messages of the add-client form, including its two error texts. */
export const CLIENT_MESSAGES = {
  emailHasAccount: 'Email address already has a Kukun account, and cannot be added.',
  addFailed: 'Error, please try again.',
  firstNameRequired: 'Please enter a first name.',
  lastNameRequired: 'Please enter a last name.',
  nameLength: 'Full name must be 3 to 30 characters.',
  emailInvalid: 'Please enter a valid email',
  phoneInvalid: 'Please enter a valid mobile number',
  alreadyInList: 'This client is already in your contacts.',
  zipInvalid: 'Please enter a 5-digit zip code',
  limitReached: 'You have reached the free plan limit of live clients. Upgrade to Agent/Broker PRO to add more.',
} as const;

/**
 * Live clients a free agent may have; Agent/Broker PRO has no limit. 50 holds a new agent's whole
 * sphere to try every feature on (NAR's 2024 Member Profile puts the median agent at 10 transactions
 * a year, and most business comes from past clients and referrals), while a working database of
 * hundreds of past clients, the thing Pro is sold for, needs Pro.
 */
export const FREE_AGENT_LIVE_CLIENT_LIMIT = 50;

/** preview: imported, not confirmed yet; live: a client. */
export type ClientRecordStatus = 'preview' | 'live';

/** Filters of the client list. invited: live and sent an invitation, not joined yet; joined: accepted it. */
export const CLIENT_FILTERS = ['all', 'live', 'preview', 'invited', 'joined', 'incomplete'] as const;
/** One of the client list's filters. */
export type ClientFilter = (typeof CLIENT_FILTERS)[number];

/** Labels of the filters. */
export const CLIENT_FILTER_LABELS: Readonly<Record<ClientFilter, string>> = {
  all: 'All',
  live: 'Live',
  preview: 'Preview',
  invited: 'Invited',
  joined: 'Joined',
  incomplete: 'Incomplete',
};

/** Clients per page of the list (server-side paging keeps 5,000 clients smooth). */
export const CLIENT_PAGE_SIZE = 25;

/**
 * Whether an address can be found as a home: a street with a house number, a city, a US state
 * (two-letter code) and a 5-digit zip code. The spec's validAddress.
 */
export function isValidClientAddress(address: { address: string; city: string; state: string; zipCode: string }): boolean {
  return (
    /\d/.test(address.address) &&
    /[a-z]/i.test(address.address) &&
    address.city.trim() !== '' &&
    US_STATES[address.state.trim().toUpperCase()] !== undefined &&
    /^\d{5}$/.test(address.zipCode.trim())
  );
}

/**
 * The spec's client display rule: a valid client has a valid address, a first name, and is
 * either not Inactive with a token (joined: an account) or an Inactive preview record.
 */
export function isValidClient(client: {
  validAddress: boolean;
  firstName: string;
  accountStatus: ClientAccountStatus;
  hasUserToken: boolean;
  recordStatus: ClientRecordStatus;
}): boolean {
  if (!client.validAddress || client.firstName.trim() === '') return false;
  return (client.accountStatus !== 'Inactive' && client.hasUserToken) || (client.accountStatus === 'Inactive' && client.recordStatus === 'preview');
}

/** How many of a client's homes send notifications (the client card): all, zero or partial. */
export type NotificationPreference = 'all' | 'zero' | 'partial';

/** The spec's rule: all when every home is selected, zero when none (or there are none), partial otherwise. */
export function notificationPreference(selected: readonly { selected: boolean }[]): NotificationPreference {
  const on = selected.filter((p) => p.selected).length;
  if (on === 0) return 'zero';
  return on === selected.length ? 'all' : 'partial';
}

/** The agent's payment state as `GET /agent/count` answers it. */
export interface AgentCount {
  enablePaywall: boolean;
  isLimitExhausted: boolean;
  isMonthlySubscriptionFailed: boolean;
  monthlySubscriptionFailedInvoiceUrl: string | null;
  liveClients: number;
  /** null for Pro (no limit). */
  liveClientLimit: number | null;
}

/**
 * The agent tier rule read as the payment role: AGENT_PRO when the paywall is off (the agent
 * is Pro) or when it is on with the free limit exhausted (the next client needs Pro: the payment
 * wall); AGENT otherwise.
 */
export function agentPaymentRole(count: Pick<AgentCount, 'enablePaywall' | 'isLimitExhausted'>): 'AGENT' | 'AGENT_PRO' {
  return !count.enablePaywall || count.isLimitExhausted ? 'AGENT_PRO' : 'AGENT';
}

/** What the API answers when the client's email already belongs to an account; the form maps it by this text. */
export const CLIENT_EMAIL_EXISTS_ERROR = 'This email address already exists';

/** The spec's mapping of an add-client failure to what the agent reads. */
export function addClientErrorMessage(errorText: string | null | undefined): string {
  return errorText?.toLowerCase().includes('email address already exists') ? CLIENT_MESSAGES.emailHasAccount : CLIENT_MESSAGES.addFailed;
}

/** The full name as the list shows it: first and last name, trimmed, one space between. */
export function clientFullName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}

/**
 * The name check (non-blank, 3 to 30 characters), applied to the full
 * name so that short real names ("Bo Li") are accepted; each part must be given.
 */
export function isValidClientName(firstName: string, lastName: string): boolean {
  const length = clientFullName(firstName, lastName).length;
  return firstName.trim() !== '' && lastName.trim() !== '' && length >= 3 && length <= 30;
}

/** What is wrong with the name, by field (the length message sits at the first name), or {} when it is fine. */
export function clientNameProblems(firstName: string, lastName: string): { firstName?: string; lastName?: string } {
  if (firstName.trim() === '' || lastName.trim() === '') {
    return {
      ...(firstName.trim() === '' ? { firstName: CLIENT_MESSAGES.firstNameRequired } : {}),
      ...(lastName.trim() === '' ? { lastName: CLIENT_MESSAGES.lastNameRequired } : {}),
    };
  }
  return isValidClientName(firstName, lastName) ? {} : { firstName: CLIENT_MESSAGES.nameLength };
}

/** The spec's phone rule: valid with at least 10 digits. */
export function isValidClientPhone(phone: string): boolean {
  return phoneDigits(phone).length >= 10;
}

/** Fields of the add-client form. */
export interface ClientDraft {
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  notes: string;
}

/** Longest notes text kept with a client. */
export const CLIENT_NOTES_MAX = 1000;

/** Problems of a draft by field (empty when it can be sent); optional fields are only checked when filled. */
export function clientDraftProblems(draft: ClientDraft): Partial<Record<keyof ClientDraft, string>> {
  const problems: Partial<Record<keyof ClientDraft, string>> = clientNameProblems(draft.firstName, draft.lastName);
  if (draft.emailAddress.trim() !== '' && !isValidEmail(draft.emailAddress)) problems.emailAddress = CLIENT_MESSAGES.emailInvalid;
  if (draft.phoneNumber.trim() !== '' && !isValidClientPhone(draft.phoneNumber)) problems.phoneNumber = CLIENT_MESSAGES.phoneInvalid;
  if (draft.zipCode.trim() !== '' && !/^\d{5}$/.test(draft.zipCode.trim())) problems.zipCode = CLIENT_MESSAGES.zipInvalid;
  return problems;
}

/** Whether the client has an account yet (Inactive: invited, no account). */
export type ClientAccountStatus = 'Active' | 'Inactive';

/** A client as the agent area shows it. */
export interface AgentClient {
  id: number;
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  notes: string;
  accountStatus: ClientAccountStatus;
  recordStatus: ClientRecordStatus;
  /** Sent an invitation that is not revoked (and not accepted yet). */
  invited: boolean;
  /** The client followed the opt-out link of an invitation: no invitation or agent email goes to them. */
  optedOut: boolean;
  validAddress: boolean;
  /** The spec's display rule (isValidClient). */
  valid: boolean;
  /** Address, phone and email all given (isClientComplete). */
  complete: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A client is complete when address, phone and email are all non-empty. */
export function isClientComplete(client: Pick<AgentClient, 'address' | 'phoneNumber' | 'emailAddress'>): boolean {
  return [client.address, client.phoneNumber, client.emailAddress].every((value) => value.trim() !== '');
}

/** The client list's sort keys. `name` is the full name, first name first. */
export const CLIENT_SORT_KEYS = ['name', 'lastName', 'state', 'city', 'zipCode'] as const;
/** One of the sort keys. */
export type ClientSortKey = (typeof CLIENT_SORT_KEYS)[number];

/** Labels of the sort keys for the sort control. */
export const CLIENT_SORT_LABELS: Readonly<Record<ClientSortKey, string>> = {
  name: 'Name',
  lastName: 'Last name',
  state: 'State',
  city: 'City',
  zipCode: 'Zip code',
};

// Rules about the homes in a user's list and their tiers.
// The API and the apps both read these, so the tier names and preference keys exist once.

/** Tiers of a home in the user's list, lowest first: free, saved (upgrade to save), paid (upgrade to paid). */
export const HOME_TIERS = ['free', 'saved', 'paid'] as const;

/** A home's tier. */
export type HomeTier = (typeof HOME_TIERS)[number];

/** The tier as users read it on badges. */
export const HOME_TIER_LABELS: Record<HomeTier, string> = { free: 'Free', saved: 'Saved', paid: 'Paid' };

/** What each tier means, next to its badge (property/README.md, Tiers). */
export const HOME_TIER_MEANINGS: Record<HomeTier, string> = {
  free: 'In your homes: adding it used one address.',
  saved: 'Kept in your list for alerts, at no cost.',
  paid: 'Upgraded with one of your addresses.',
};

/** What a claimed home's badge means: the owner's own home needs no upgrade. */
export const CLAIMED_HOME_MEANING = 'You own it: everything an upgrade gives is included, free.';

/**
 * The tier changes a home is offered: Save only while it is free (a saved or paid home is saved
 * already), Upgrade to paid only while it is not paid and not the user's own claimed home, which
 * has everything paid gives at no cost (the API uses no address for it either).
 */
export function homeActionsOffered(home: { claimed: boolean; isSavedAddress?: boolean; isPaidAddress?: boolean }): { save: boolean; upgrade: boolean } {
  const tier = homeTierOf(home);
  return { save: tier === 'free', upgrade: tier !== 'paid' && !home.claimed };
}

/** The tier of a home from the spec's flags (isPaidAddress wins over isSavedAddress). */
export function homeTierOf(home: { isSavedAddress?: boolean; isPaidAddress?: boolean }): HomeTier {
  if (home.isPaidAddress) return 'paid';
  if (home.isSavedAddress) return 'saved';
  return 'free';
}

/** One line for a home's address: "55 Maple Avenue Apt 2, Denver, CO 80202". */
export function homeAddressLine(p: { address: string; unitNumber?: string | null; city: string; state: string; zipCode: string }): string {
  const street = p.unitNumber ? `${p.address} ${p.unitNumber}` : p.address;
  return `${street}, ${p.city}, ${p.state} ${p.zipCode}`;
}

/** What a user may be told about one home (GET/PUT user property preference). */
export interface HomePreferences {
  /** Email when the home's estimated value changes. */
  valueChangeAlerts: boolean;
  /** Email when a building permit is filed nearby. */
  nearbyPermitAlerts: boolean;
  /** Reminders of the home's maintenance tasks. */
  maintenanceReminders: boolean;
}

/** The preference keys, in the order the page shows them, with their labels. */
export const HOME_PREFERENCES: readonly { key: keyof HomePreferences; label: string }[] = [
  { key: 'valueChangeAlerts', label: 'Email me when the home value changes' },
  { key: 'nearbyPermitAlerts', label: 'Email me about building permits nearby' },
  { key: 'maintenanceReminders', label: 'Send me maintenance reminders' },
];

/**
 * A home's preferences before the user changes any: value alerts on, permit news off, and the weekly
 * maintenance email off until the owner asks for it (an opt-in: it is a weekly email).
 */
export const DEFAULT_HOME_PREFERENCES: HomePreferences = { valueChangeAlerts: true, nearbyPermitAlerts: false, maintenanceReminders: false };

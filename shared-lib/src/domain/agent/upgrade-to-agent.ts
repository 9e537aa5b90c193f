// A homeowner account becomes an agent account (the spec's "upgrade to agent").

/** Where the upgrade page lives, and the route the API serves it at. */
export const UPGRADE_TO_AGENT_PATH = '/user/upgrade-to-agent';

/** What the upgrade answers and refuses with. */
export const UPGRADE_TO_AGENT_MESSAGES = {
  upgraded: 'Your account is now an agent account.',
  alreadyAgent: 'Your account is already an agent account.',
  notHomeowner: 'Only a homeowner account can become an agent account.',
} as const;

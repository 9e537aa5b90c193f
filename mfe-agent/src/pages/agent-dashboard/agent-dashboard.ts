import type { AgentClient } from '@homeworth/shared-lib/domain';

/** One step of the agent's first minutes; done steps stay listed, struck through. */
export interface AgentNextStep {
  label: string;
  href: string;
  done: boolean;
}

/** What a new agent does next: add a client, set up the profile clients see, and (when not yet) go PRO. */
export function agentNextSteps({ clientCount, isPro }: { clientCount: number; isPro: boolean }): AgentNextStep[] {
  return [
    { label: 'Add your first client', href: '/agent/list-manager', done: clientCount > 0 },
    { label: 'Complete your profile: photo, company and the links your clients see', href: '/agent/edit-profile', done: false },
    { label: isPro ? 'You are on Agent/Broker PRO' : 'Upgrade to Agent/Broker PRO for reports under your name', href: '/agent/payment-wall', done: isPro },
  ];
}

const day = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

/** Recent activity from the client list, newest first: who was added, and who has joined Homeworth. */
export function agentActivity(clients: readonly AgentClient[], limit = 5): { key: string; text: string }[] {
  return [...clients]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, limit)
    .map((c) => ({
      key: `client-${c.id}`,
      text: `${day(c.createdAt)}: you added ${c.firstName} ${c.lastName}${c.accountStatus === 'Active' ? ', who has joined Homeworth' : ''}`,
    }));
}

import { useEffect, useState } from 'react';
import { apiRequest, type Session } from '@homeworth/shared-lib';
import { hasAgentLinks, type AgentLinks } from './services-links';

/**
 * The associated agent's financing and insurance links for the Services menu, fetched after
 * sign-in (GET associated agent); null for guests, contractors and
 * until the answer arrives. Failures are logged and the default pages stay.
 */
export function useAgentLinks(session: Session): AgentLinks | null {
  const [links, setLinks] = useState<AgentLinks | null>(null);
  const userId = session.user?.userId ?? null;
  const wanted = hasAgentLinks(session.role);
  useEffect(() => {
    setLinks(null);
    if (!wanted || userId === null) return;
    let live = true;
    apiRequest<AgentLinks>({ method: 'GET', url: '/v1/agent/associated-agent' })
      .then((answer) => live && setLinks(answer))
      .catch((error: unknown) => live && console.warn('associated agent not loaded', error));
    return () => {
      live = false;
    };
  }, [wanted, userId]);
  return links;
}

import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, useSession } from '@homeworth/shared-lib';
import { UPGRADE_TO_AGENT_MESSAGES as TEXT, isAgentRole } from '@homeworth/shared-lib/domain';
import { AuthCard, FormError } from '../../ui/auth-card.component';
import { Notice } from '../../ui/notice.component';
import { upgradeToAgent } from './upgrade-to-agent.api';

/** `/user/upgrade-to-agent`: a homeowner turns their own account into an agent account. */
export function UpgradeToAgentPage() {
  const { role } = useSession();
  const [state, setState] = useState<{ busy: boolean; done: string | null; error: string | null }>({ busy: false, done: null, error: null });

  const upgrade = async () => {
    setState({ busy: true, done: null, error: null });
    try {
      setState({ busy: false, done: await upgradeToAgent(), error: null });
    } catch (error) {
      setState({ busy: false, done: null, error: error instanceof Error ? error.message : String(error) });
    }
  };

  if (state.done || isAgentRole(role)) {
    return (
      <AuthCard title="Agent account" lead={state.done ?? TEXT.alreadyAgent}>
        <Notice role="status">Add your license, company and photo so your clients know who invited them.</Notice>
        <Link to="/agent/edit-profile">Set up your agent profile</Link>
      </AuthCard>
    );
  }
  if (role !== 'STANDARD') {
    return (
      <AuthCard title="Upgrade to agent" lead={TEXT.notHomeowner}>
        <Link to="/">Back to Homeworth</Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Upgrade to agent" lead="Are you a real-estate agent or broker? Turn this account into an agent account.">
      <ul>
        <li>Keep your sign-in, your homes and your estimates.</li>
        <li>Invite clients, share home reports and see their activity.</li>
        <li>Start on the free agent plan; Agent/Broker PRO is optional.</li>
      </ul>
      {state.error ? <FormError role="alert">{state.error}</FormError> : null}
      <Button type="button" loading={state.busy} onClick={() => void upgrade()}>
        Upgrade to agent account
      </Button>
    </AuthCard>
  );
}

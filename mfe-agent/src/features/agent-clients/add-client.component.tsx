import { useDispatch, useSelector } from 'react-redux';
import type { AgentState } from '../../app/root';
import { ClientForm } from '../../shared/client-form/client-form.component';
import { clientAddRequested } from './agent-clients.slice';

/** The add-client form of Contacts, bound to the list's state. */
export function AddClientForm({ knownEmails }: { knownEmails: readonly string[] }) {
  const dispatch = useDispatch();
  const { adding, addError, addedCount } = useSelector((s: AgentState) => s.agentClients);
  return (
    <ClientForm
      title="Add a client"
      submitLabel="Add client"
      busy={adding}
      error={addError}
      resetKey={addedCount}
      knownEmails={knownEmails}
      onSubmit={(draft) => dispatch(clientAddRequested(draft))}
    />
  );
}

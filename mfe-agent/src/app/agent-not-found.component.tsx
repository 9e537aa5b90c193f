import { Link } from 'react-router-dom';
import { AgentPage } from '../ui/agent-page';

/** Any path of the agent area without a page of its own: a real "not found" (never a blank area), with ways on. */
export function AgentNotFoundPage() {
  return (
    <AgentPage>
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <p>
        <Link to="/agent/dashboard">Open your agent dashboard</Link> · <Link to="/agent/list-manager">Contacts</Link> · <Link to="/dashboard">Home dashboard</Link>
      </p>
    </AgentPage>
  );
}

import { useDispatch } from 'react-redux';
import { Button } from '@homeworth/shared-lib';
import { Card } from '../../ui/contractor-ui';
import { CodeBlock } from './code-block.component';
import { secretDismissed, type DeveloperPortalState } from './developer-portal.slice';

/** The secret of a key just created or rotated: shown this once, with a copy button. */
export function SecretOnce({ revealed }: { revealed: NonNullable<DeveloperPortalState['revealed']> }) {
  const dispatch = useDispatch();
  return (
    <Card aria-labelledby="new-secret-heading">
      <h2 id="new-secret-heading">{revealed.rotated ? `New secret for ${revealed.name}` : `Your new key ${revealed.name}`}</h2>
      <p>
        <strong>Copy it now: you will not see it again.</strong> We keep only a fingerprint of it, so no one at Homeworth can show it to you later. If you lose it, rotate the key.
        {revealed.rotated ? ' The previous secret has stopped working.' : ''}
      </p>
      <CodeBlock code={revealed.key} label="Secret key" copyLabel="Copy the key" />
      <Button type="button" onClick={() => dispatch(secretDismissed())}>
        I have copied it
      </Button>
    </Card>
  );
}

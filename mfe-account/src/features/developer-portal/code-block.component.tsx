import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@homeworth/shared-lib';

const Pre = styled.pre`
  margin: 8px 0;
  padding: 12px;
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onDark};
  border-radius: ${({ theme }) => theme.radius};
  font-size: 0.85rem;
  line-height: 1.5;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
    outline-offset: 2px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

/** Copies text to the clipboard; false when the browser refused (the text stays selectable). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A block of code with a copy button; the block scrolls sideways on a phone and can be reached by keyboard to do so. */
export function CodeBlock({ code, label, copyLabel = 'Copy' }: { code: string; label: string; copyLabel?: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <div>
      {/* Focusable and named, so a keyboard user can reach it to scroll a long line. */}
      <Pre tabIndex={0} role="group" aria-label={label}>
        <code>{code}</code>
      </Pre>
      <Row>
        <Button type="button" variant="secondary" onClick={() => void copyText(code).then(setCopied)}>
          {copyLabel}
        </Button>
        <span role="status">{copied === true ? 'Copied.' : copied === false ? 'Your browser did not allow copying: select the text and copy it.' : ''}</span>
      </Row>
    </div>
  );
}

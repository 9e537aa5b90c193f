import { createRoot, type Root } from 'react-dom/client';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { Button, MESSAGES, theme, AreaMessage } from '@homeworth/shared-lib';

/** The fallback shown in one area when its remote cannot load; the rest of the page keeps working. */
export function UnavailableArea({ onRetry }: { onRetry: () => Promise<void> }) {
  const [retrying, setRetrying] = useState(false);
  return (
    <AreaMessage role="alert" data-testid="remote-unavailable">
      <h2>{MESSAGES.remoteUnavailable}</h2>
      <p>Everything else on the site still works. You can try loading this part again.</p>
      <Button
        loading={retrying}
        onClick={() => {
          setRetrying(true);
          onRetry().catch((error: unknown) => {
            console.error('[shell] retry failed', error);
            setRetrying(false);
          });
        }}
      >
        {MESSAGES.tryAgain}
      </Button>
    </AreaMessage>
  );
}

/** Props the shell passes to every app it mounts. */
export interface MountProps {
  domElement?: HTMLElement | null;
}

export interface FallbackLifecycles {
  /** Marks the fallback, so a retry can tell it from the remote's own lifecycles. */
  unavailable: true;
  bootstrap: () => Promise<void>;
  mount: (props: MountProps) => Promise<void>;
  unmount: (props: MountProps) => Promise<void>;
}

/** single-spa lifecycles that render the unavailable fallback in the app's own area; Try again calls `retry`. */
export function unavailableLifecycles(retry: () => Promise<void>): FallbackLifecycles {
  let root: Root | null = null;
  return {
    unavailable: true,
    bootstrap: async () => undefined,
    mount: async (props) => {
      const el = props.domElement;
      if (!el) return;
      root = createRoot(el);
      root.render(
        <ThemeProvider theme={theme}>
          <UnavailableArea onRetry={retry} />
        </ThemeProvider>,
      );
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}

/** Whether single-spa lifecycles are an area's fallback rather than the remote's own. */
export function isUnavailable(lifecycles: object): boolean {
  return (lifecycles as Partial<FallbackLifecycles>).unavailable === true;
}

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { appOfRemoteId } from './remote-names';
import type { FallbackLifecycles } from './unavailable-area';
import type { AppName } from '../routing/route-table';

/**
 * Module Federation runtime plugin: when a remote's manifest or code cannot be
 * fetched (refused, 404, bad script), answer the request with lifecycles that
 * render "temporarily unavailable" in that remote's area instead of throwing.
 * A remote built against an incompatible shared-lib major (`strictVersion`) fails
 * the same way and is named in a clear console error.
 * Hangs are cut short by the loader's own timeout (remote-registry.ts).
 *
 * The plugin runs before shared modules (React) are ready, so the fallback UI
 * is imported only when it is mounted.
 */
function lazyUnavailableLifecycles(app: string): FallbackLifecycles {
  let real: Promise<FallbackLifecycles> | null = null;
  const load = () =>
    (real ??= Promise.all([import('./unavailable-area'), import('./remote-registry')]).then(([area, registry]) =>
      area.unavailableLifecycles(() => registry.retryRemoteApp(app as AppName)),
    ));
  return {
    unavailable: true,
    bootstrap: async () => undefined,
    mount: async (props) => (await load()).mount(props),
    unmount: async (props) => (await load()).unmount(props),
  };
}

export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'homeworth-remote-fallback',
    errorLoadRemote(args) {
      const { id, error, from } = args as { id: string; error: unknown; from?: string };
      const app = appOfRemoteId(id);
      // Loaded only on a failure, like the fallback UI: the shell's first load stays as small as before.
      void import('./contract-mismatch').then(({ contractMismatchOf, contractMismatchMessage }) => {
        const mismatch = contractMismatchOf(error);
        if (mismatch) console.error(contractMismatchMessage(app, mismatch));
        else console.error(`[shell] remote ${id} failed to load`, error);
      });
      const fallback = lazyUnavailableLifecycles(app);
      // A build-time import expects a module factory; a runtime loadRemote expects the module.
      return from === 'build' ? () => fallback : fallback;
    },
  };
}

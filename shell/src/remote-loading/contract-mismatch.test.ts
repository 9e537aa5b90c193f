import { createInstance } from '@module-federation/enhanced/runtime';
import remoteFallbackPlugin from './remote-fallback.plugin';
import { contractMismatchOf } from './contract-mismatch';

/**
 * The error the real Module Federation runtime raises when the page loaded shared-lib `loaded`
 * and a remote built with `strictVersion` needs `required`, as in a remote's shared config.
 */
async function runtimeMismatchError(loaded: string, required: string): Promise<unknown> {
  const lib = () => ({});
  const host = createInstance({
    name: 'shell',
    remotes: [],
    shared: { '@homeworth/shared-lib': { version: loaded, lib, shareConfig: { singleton: true, requiredVersion: `^${loaded}` } } },
  });
  await host.loadShare('@homeworth/shared-lib');
  const remote = createInstance({
    name: 'mfe_estimator',
    remotes: [],
    shared: { '@homeworth/shared-lib': { version: '3.0.0', lib, shareConfig: { singleton: true, requiredVersion: required, strictVersion: true } } },
  });
  // A remote's container is initialised with the host's share scope.
  remote.initShareScopeMap('default', host.shareScopeMap.default!);
  return remote.loadShare('@homeworth/shared-lib').then(
    () => null,
    (error: unknown) => error,
  );
}

describe('a remote built against an incompatible shared-lib', () => {
  it('is refused by the federation runtime, named in a clear console error and given its fallback', async () => {
    const error = await runtimeMismatchError('2.0.0', '^3.0.0');
    expect(contractMismatchOf(error)).toEqual({ pkg: '@homeworth/shared-lib', loaded: '2.0.0', required: '^3.0.0' });

    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const hook = remoteFallbackPlugin().errorLoadRemote!;
    const fallback = (await hook({ id: 'mfe_estimator/spa', error, from: 'runtime' } as never)) as { mount?: unknown };
    // The message is written once its module is loaded (it stays out of the shell's first load).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('[shell] remote mfe-estimator was built against an incompatible contract: it needs @homeworth/shared-lib ^3.0.0 but this page runs 2.0.0'),
    );
    expect(typeof fallback.mount).toBe('function');
    consoleError.mockRestore();
  });

  it('is accepted within the same major: no error to report', async () => {
    expect(await runtimeMismatchError('2.4.0', '^2.0.0')).toBeNull();
  });

  it('does not mistake another load failure for a contract mismatch', () => {
    expect(contractMismatchOf(new Error('ScriptExternalLoadError: Loading script failed'))).toBeNull();
  });
});

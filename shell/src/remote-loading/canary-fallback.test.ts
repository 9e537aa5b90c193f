import type { LifeCycles } from 'single-spa';
import { PAGE_START_ELEMENT_ID, REMOTE_OVERRIDES_KEY, pageStartElement } from '@homeworth/shared-lib/domain';

// The federation runtime and single-spa are stood in for: the test sees which manifest URL each remote
// is registered at and loads the `./spa` the way single-spa would.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('single-spa', () => ({ registerApplication: jest.fn(), unregisterApplication: jest.fn(async () => undefined), triggerAppChange: jest.fn() }));

const CANARY = 'http://localhost:3113/mf-manifest.json';
const STABLE = 'http://localhost:3002/mf-manifest.json';
const AGENT = 'http://localhost:3004/mf-manifest.json';

const REMOTE_SPA: LifeCycles = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };
/** What the fallback runtime plugin answers for a remote whose manifest or code cannot be fetched. */
const PLUGIN_FALLBACK = { ...REMOTE_SPA, unavailable: true };

type Registry = typeof import('./remote-registry');

/** Fresh modules (this page's state starts empty) and the URL each remote is registered at in the runtime. */
function load(failure: (name: string) => Promise<unknown>) {
  jest.resetModules();
  const runtime: { loadRemote: jest.Mock; registerRemotes: jest.Mock } = jest.requireMock('@module-federation/enhanced/runtime');
  const singleSpa: { registerApplication: jest.Mock } = jest.requireMock('single-spa');
  const registry: Registry = jest.requireActual('./remote-registry');
  const registered: Record<string, string> = {};
  runtime.registerRemotes.mockImplementation((list: { name: string; entry: string }[]) => list.forEach(({ name, entry }) => (registered[name] = entry)));
  runtime.loadRemote.mockImplementation(async (id: string) => {
    const name = id.split('/')[0]!;
    return registered[name] === CANARY ? failure(name) : REMOTE_SPA;
  });
  /** single-spa loading the app, as when one of its pages is opened. */
  const open = (app: string) => {
    const calls = singleSpa.registerApplication.mock.calls as [{ name: string; app: () => Promise<LifeCycles> }][];
    return calls
      .filter(([config]) => config.name === app)
      .at(-1)![0]
      .app();
  };
  return { registry, runtime, registered, open };
}

/** The page as the shell's server wrote it for a browser given a canary of these remotes (name -> stable manifest URL). */
function givenCanaryOf(canaryStable: Record<string, string> | undefined): void {
  document.head.insertAdjacentHTML('beforeend', pageStartElement(canaryStable ? { canaryStable } : {}));
}

let warn: jest.SpyInstance;
beforeEach(() => {
  jest.clearAllMocks();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  document.getElementById(PAGE_START_ELEMENT_ID)?.remove();
});

describe('a canary that fails to load', () => {
  it.each([
    ['its manifest or code cannot be fetched (the fallback plugin answers)', async () => PLUGIN_FALLBACK],
    ['loading it throws', async () => Promise.reject(new Error('RUNTIME-008'))],
  ])('gives way to the stable version in this browser when %s, with a console warning', async (_case, failure) => {
    const { registry, registered, open, runtime } = load(failure);
    givenCanaryOf({ mfe_estimator: STABLE });
    registry.applyRemotes({ mfe_estimator: CANARY, mfe_agent: AGENT });
    registry.registerRemoteApp('mfe-estimator');

    const lifecycles = await open('mfe-estimator');

    // The user sees the stable version, not "temporarily unavailable".
    expect(lifecycles).toBe(REMOTE_SPA);
    expect(registered.mfe_estimator).toBe(STABLE);
    expect(registered.mfe_agent).toBe(AGENT);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(`[shell] the canary of mfe_estimator (${CANARY}) failed to load; this browser uses the stable version (${STABLE})`);

    // Try again reads remotes.json afresh: the canary is tried first, and gives way again.
    registry.applyRemotes({ mfe_estimator: CANARY, mfe_agent: AGENT });
    registry.registerRemoteApp('mfe-estimator');
    expect(await open('mfe-estimator')).toBe(REMOTE_SPA);
    expect(registered.mfe_estimator).toBe(STABLE);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback when the stable version fails too, switching only once', async () => {
    const { registry, registered, open, runtime } = load(async () => PLUGIN_FALLBACK);
    runtime.loadRemote.mockImplementation(async () => PLUGIN_FALLBACK);
    givenCanaryOf({ mfe_estimator: STABLE });
    registry.applyRemotes({ mfe_estimator: CANARY });
    registry.registerRemoteApp('mfe-estimator');

    const lifecycles = await open('mfe-estimator');

    expect((lifecycles as { unavailable?: boolean }).unavailable).toBe(true);
    expect(registered.mfe_estimator).toBe(STABLE);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('is not switched in a browser given no canary: a failing remote shows its fallback', async () => {
    const { registry, registered, open, runtime } = load(async () => PLUGIN_FALLBACK);
    givenCanaryOf(undefined);
    // The canary's URL served as the live one (everyone has it): nothing to fall back on.
    registry.applyRemotes({ mfe_estimator: CANARY });
    registry.registerRemoteApp('mfe-estimator');

    expect((await open('mfe-estimator')) as unknown).toBe(PLUGIN_FALLBACK);
    expect(registered.mfe_estimator).toBe(CANARY);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('is not switched where this browser overrides that remote: the override is what is tested', async () => {
    const { registry, registered, open } = load(async () => PLUGIN_FALLBACK);
    // Its override points at a build that fails to load.
    window.localStorage.setItem(REMOTE_OVERRIDES_KEY, JSON.stringify({ mfe_estimator: CANARY }));
    const overrides: typeof import('./remote-overrides') = jest.requireActual('./remote-overrides');
    await overrides.loadOverrides(['http://localhost:*']);
    givenCanaryOf({ mfe_estimator: STABLE });
    registry.applyRemotes({ mfe_estimator: 'http://localhost:3114/mf-manifest.json' });
    registry.registerRemoteApp('mfe-estimator');

    expect((await open('mfe-estimator')) as unknown).toBe(PLUGIN_FALLBACK);
    expect(registered.mfe_estimator).toBe(CANARY);
    expect(warn).not.toHaveBeenCalled();
  });
});

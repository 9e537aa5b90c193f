import path from 'node:path';
import fs from 'node:fs';
import { satisfy } from '@module-federation/enhanced/runtime';
import { APPS } from './apps';
import { federationOptions, sharedConfig, singletonImportRewrite } from './webpack-config';

const root = path.resolve(__dirname, '../..');
const sharedLibVersion = (JSON.parse(fs.readFileSync(path.join(root, 'shared-lib/package.json'), 'utf8')) as { version: string }).version;

describe('shared contracts in the Module Federation config', () => {
  it.each(APPS.map((a) => a.app))('%s needs the current shared-lib major, strictly, as a singleton', (app) => {
    const shared = sharedConfig(path.join(root, app))['@homeworth/shared-lib'];
    expect(shared).toEqual({ singleton: true, strictVersion: true, requiredVersion: `^${sharedLibVersion.split('.')[0]}.0.0` });
    expect(satisfy(sharedLibVersion, shared!.requiredVersion)).toBe(true);
    // The next major is refused: that is what strictVersion turns into the area's fallback.
    expect(satisfy(`${Number(sharedLibVersion.split('.')[0]) + 1}.0.0`, shared!.requiredVersion)).toBe(false);
  });

  it('keeps React and styled-components tolerant (one copy, a mismatch only warns)', () => {
    const shared = sharedConfig(path.join(root, 'mfe-estimator'));
    expect(shared.react).toMatchObject({ singleton: true, strictVersion: false });
    expect(shared['styled-components']).toMatchObject({ singleton: true, strictVersion: false });
  });
});

describe('one federation runtime per page', () => {
  it('builds the remotes without the runtime core and has the shell publish its copy from the ES module build', () => {
    for (const app of APPS) {
      const options = federationOptions(app, path.join(root, app.app));
      if (app.kind === 'remote') {
        expect(options.experiments?.externalRuntime).toBe(true);
        continue;
      }
      expect(options.experiments?.externalRuntime).toBeFalsy();
      const inject = options.runtimePlugins?.find((plugin) => typeof plugin === 'string' && plugin.includes('inject-external-runtime-core-plugin'));
      // The CommonJS build would bundle a second runtime core beside the shell's ES module one.
      expect(inject).toMatch(/[\\/]dist[\\/]index\.js$/);
      expect(fs.readFileSync(inject as string, 'utf8')).toContain('_FEDERATION_RUNTIME_CORE = runtimeCore');
    }
  });
});

describe('shared-lib modules the singleton already has', () => {
  const index = path.join(root, 'shared-lib/src/index.ts');
  const rewrite = singletonImportRewrite(index);
  /** The request webpack resolves after the plugin, for `request` imported by `issuer` (relative to shared-lib/src). */
  const resolved = (issuer: string | null, request: string) => {
    const file = issuer && path.join(root, 'shared-lib/src', issuer);
    const data = { request, context: file ? path.dirname(file) : root, contextInfo: { issuer: file } };
    (rewrite.newResource as (data: unknown) => void)(data);
    return data.request;
  };

  it('takes a module the singleton re-exports from the singleton when a file outside it imports it', () => {
    expect(resolved('domain/money-and-units/index.ts', './messages')).toBe('@homeworth/shared-lib');
    expect(resolved('domain/accounts/post-login-redirect.ts', './safe-redirect')).toBe('@homeworth/shared-lib');
    expect(resolved('ui/stacked-table.tsx', '../theme/theme')).toBe('@homeworth/shared-lib');
  });

  it("keeps the singleton's own imports relative (else it would consume itself) and leaves the modules it does not export", () => {
    expect(resolved('domain/money-and-units/validation.ts', './messages')).toBe('./messages');
    expect(resolved('http/api-client.ts', '../domain/money-and-units/messages')).toBe('../domain/money-and-units/messages');
    expect(resolved('domain/money-and-units/index.ts', './money')).toBe('./money');
    expect(resolved(null, './src/spa.tsx')).toBe('./src/spa.tsx');
  });
});

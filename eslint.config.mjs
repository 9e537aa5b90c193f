// One ESLint configuration for the whole monorepo (flat config). `npm run lint` runs it with
// --max-warnings=0, then Prettier's check: formatting is Prettier's job, so eslint-config-prettier
// comes last and turns off every stylistic rule that could disagree with it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import security from 'eslint-plugin-security';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The API's modules: one folder each under api/src/modules. */
const apiModules = readdirSync(new URL('./api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The front-end apps (run in the browser); everything else runs on Node. */
const browserApps = ['shell', 'shared-lib', 'mfe-account', 'mfe-estimator', 'mfe-property-report', 'mfe-agent', 'mfe-maintenance'];

// ---- Front-end feature boundaries -------------------------------------------------------------------------------
// In the shell and every remote, a folder under `src/features/` imports no other feature folder: what several
// features use lives in the app's `src/ui/` (presentational) or `src/shared/` (api clients, hooks, sagas, slices),
// and pages or route files (`src/pages/`, `src/app/`) compose features. The zones are read from the folders on
// disk, so a new app or feature is covered without editing this file. Tests are exempt: like pages, they may
// compose several features.
const repoRoot = import.meta.dirname;
const frontEndApps = readdirSync(repoRoot).filter((name) => (name === 'shell' || name.startsWith('mfe-')) && existsSync(join(repoRoot, name, 'src/features')));
const featureZones = frontEndApps.flatMap((app) =>
  readdirSync(join(repoRoot, app, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./${app}/src/features/${name}`,
      from: `./${app}/src/features`,
      except: [`./${name}`],
      message: 'A feature imports no other feature: move what both use to src/ui or src/shared, or compose them in a page.',
    })),
);
const featureBoundaries = {
  files: frontEndApps.map((app) => `${app}/src/features/**/*.{ts,tsx}`),
  ignores: ['**/*.test.{ts,tsx}'],
  rules: { 'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: featureZones }] },
};
// ---- end of front-end feature boundaries -------------------------------------------------------------------------

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Generated: drizzle's migrations and the API types generated from the OpenAPI document.
      'api/drizzle/**',
      'shared-lib/src/api-types/generated.ts',
    ],
  },
  js.configs.recommended,
  // Not type-aware on purpose: the whole repo lints in seconds, and `tsc --noEmit` already checks types.
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // import-x must parse the TypeScript files it follows, or no-cycle silently sees no imports.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: {
      // The code's convention (77 files): a parameter a signature needs but the body does not is named `_x`;
      // an error caught only to fall back needs no name to be used.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Import cycles make load order matter and hide a missing module boundary.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Off: every control-character class in the code is there on purpose, to refuse control
      // characters (safe redirects, one-line email text, request targets of the static server).
      'no-control-regex': 'off',
    },
  },
  {
    // React runs only in the apps: the API's `useTestApp()` is a jest fixture, not a hook.
    files: browserApps.map((app) => `${app}/src/**/*.{ts,tsx}`),
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // An error, not a warning: a missing dependency is a stale value on screen.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The API's security rules (unsafe regexes, dynamic require/fs paths, eval, timing-unsafe compares...):
    // a flagged line is fixed or carries an inline disable that says why it is safe.
    files: ['api/src/**/*.ts'],
    ...security.configs.recommended,
    rules: {
      ...security.configs.recommended.rules,
      // Off: it flags every obj[key] (111 places); the keys are typed unions or numbers, and request
      // input is parsed by zod into known keys before it indexes anything.
      'security/detect-object-injection': 'off',
    },
  },
  {
    // Tests read and write the temporary folders and fixtures they create, and build regexes from fixtures.
    files: ['api/src/**/*.test.ts', 'api/src/test/**/*.ts'],
    rules: { 'security/detect-non-literal-fs-filename': 'off', 'security/detect-non-literal-regexp': 'off', 'security/detect-unsafe-regex': 'off' },
  },
  featureBoundaries,
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'tools/src/jest-setup.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // CommonJS configuration files (jest.config.js and the like).
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // ---- API module boundaries (api/src/modules) ----------------------------------------------------
  // Each module's index.ts is its one public door: a module imports another only through it
  // (`../security`, never `../security/session.service`). The zones are generated from the module
  // folders, so a new module is covered as soon as it exists. Tests may reach into another module's
  // test helpers. Cycles between modules are checked by tools/src/api-module-cycles.ts (npm run lint).
  {
    files: ['api/src/modules/**/*.ts'],
    ignores: ['api/src/modules/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: apiModules.map((name) => ({
            target: `./api/src/modules/${name}`,
            from: apiModules.filter((other) => other !== name).map((other) => `./api/src/modules/${other}`),
            except: ['./index.ts'],
            message: 'Import another API module only through its index.ts (its public door).',
          })),
        },
      ],
    },
  },
  // ---- end of API module boundaries ------------------------------------------------------------------
  prettier,
);

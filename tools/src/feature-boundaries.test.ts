import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The lint rule that keeps front-end features apart (eslint.config.mjs, "front-end feature boundaries"):
 * a file in `src/features/<a>/` may not import from `src/features/<b>/`; `src/ui/` and `src/shared/` are open.
 */
const repoRoot = path.resolve(__dirname, '../..');
const RULE = 'import-x/no-restricted-paths';

interface Sample {
  source: string;
  filePath: string;
}

const SAMPLES = {
  otherFeature: { source: "export { Section } from '../profile/profile-section';\n", filePath: 'mfe-account/src/features/sign-in/x.tsx' },
  uiSharedOwn: {
    source: [
      "export { AuthCard } from '../../ui/auth-card.component';",
      "export { fetchOwnProfile } from '../../shared/contractor-profile.api';",
      "export { signInRequested } from './sign-in.slice';",
      '',
    ].join('\n'),
    filePath: 'mfe-account/src/features/sign-in/x.tsx',
  },
  otherRemote: { source: "export { MarketPage } from '../market/market-page.component';\n", filePath: 'mfe-property-report/src/features/guess-the-sale-price/x.tsx' },
  page: { source: "export { MarketPage } from '../features/market/market-page.component';\n", filePath: 'mfe-property-report/src/pages/x.tsx' },
} satisfies Record<string, Sample>;

// ESLint loads eslint.config.mjs with a dynamic import, which jest's module system refuses without
// --experimental-vm-modules: the ESLint Node API runs in one child Node process and answers in JSON.
const LINT_TEXTS = `
  import { ESLint } from 'eslint';
  const eslint = new ESLint({ cwd: process.cwd() });
  const samples = JSON.parse(process.argv[1]);
  const out = {};
  for (const [name, { source, filePath }] of Object.entries(samples)) out[name] = (await eslint.lintText(source, { filePath }))[0].messages;
  process.stdout.write(JSON.stringify(out));
`;

let errors: Record<keyof typeof SAMPLES, string[]>;

beforeAll(() => {
  const input = Object.fromEntries(Object.entries(SAMPLES).map(([name, s]) => [name, { ...s, filePath: path.join(repoRoot, s.filePath) }]));
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_TEXTS, JSON.stringify(input)], { cwd: repoRoot, encoding: 'utf8' });
  const messages = JSON.parse(out) as Record<keyof typeof SAMPLES, { ruleId: string | null; message: string }[]>;
  errors = Object.fromEntries(Object.entries(messages).map(([name, list]) => [name, list.filter((m) => m.ruleId === RULE).map((m) => m.message)])) as typeof errors;
}, 60_000);

describe('front-end feature boundaries', () => {
  it('fails a feature file that imports a file of another feature', () => {
    expect(errors.otherFeature).toHaveLength(1);
    expect(errors.otherFeature[0]).toContain('A feature imports no other feature');
  });

  it('passes imports from the app’s ui and shared folders and from the same feature', () => {
    expect(errors.uiSharedOwn).toEqual([]);
  });

  it('covers every remote: a feature of the property report may not read another one either', () => {
    expect(errors.otherRemote).toHaveLength(1);
  });

  it('lets pages compose features', () => {
    expect(errors.page).toEqual([]);
  });
});

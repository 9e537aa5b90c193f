import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { apiModuleGraph, apiModuleOf } from './api-module-cycles';
import { featureCycles } from './feature-cycles';
import type { SourceFile } from './feature-cycles';

const repoRoot = path.resolve(__dirname, '../..');
const file = (filePath: string, ...imports: string[]): SourceFile => ({ path: filePath, text: imports.map((spec, i) => `import { x${i} } from '${spec}';`).join('\n') });

describe('API modules import each other only through their index.ts (eslint)', () => {
  // ESLint loads its flat config with a dynamic import, which jest's module sandbox refuses: lint
  // the text in a child process with the repository's real configuration instead.
  const lint = async (source: string) => {
    const eslint = spawnSync('npx', ['eslint', '--format', 'json', '--stdin', '--stdin-filename', 'api/src/modules/agent/x.ts'], {
      cwd: repoRoot,
      input: source,
      encoding: 'utf8',
    });
    const [result] = JSON.parse(eslint.stdout) as { messages: { ruleId: string | null }[] }[];
    return result!.messages.map((m) => m.ruleId);
  };

  it('fails an import of another module’s file', async () => {
    expect(await lint("import { findSessionUser } from '../security/session.service';\nexport const use = findSessionUser;\n")).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('passes an import of the module’s index', async () => {
    expect(await lint("import { findSessionUser } from '../security';\nexport const use = findSessionUser;\n")).not.toContain('import-x/no-restricted-paths');
  }, 60_000);
});

describe('import cycles between API modules', () => {
  it('names the module of a file, and none outside the modules', () => {
    expect(apiModuleOf('api/src/modules/payment/order.service.ts')).toBe('payment');
    expect(apiModuleOf('api/src/app.ts')).toBeNull();
  });

  it('finds a loop through three modules, through index imports, type imports and nested folders', () => {
    const graph = apiModuleGraph([
      file('api/src/modules/security/session.service.ts', '../payment'),
      { path: 'api/src/modules/payment/order.service.ts', text: "import type { Home } from '../property';" },
      file('api/src/modules/property/alerts/alert.ts', '../../security/index'),
      file('api/src/modules/agent/agent.ts', '../security', '../../http/envelope'),
    ]);
    expect(featureCycles(graph)).toEqual([['payment', 'property', 'security']]);
  });

  it('leaves tests out and accepts a graph that goes one way', () => {
    const graph = apiModuleGraph([file('api/src/modules/payment/order.service.ts', '../security'), file('api/src/modules/security/session.test.ts', '../payment')]);
    expect(featureCycles(graph)).toEqual([]);
  });

  it('the repository’s modules have no cycle', () => {
    // The same walk `npm run lint` does, over the real files.
    expect(spawnSync('npx', ['tsx', 'tools/src/api-module-cycles.ts'], { cwd: repoRoot, encoding: 'utf8' }).stdout).toContain('No import cycles between API modules.');
  }, 60_000);
});

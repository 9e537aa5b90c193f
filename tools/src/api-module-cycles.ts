import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describeCycles, featureCycles, type FeatureGraph, type SourceFile } from './feature-cycles';

/**
 * No import cycles between the API's modules (`api/src/modules/<name>`): their dependency graph must
 * go one way, so each module can be read, tested and changed with only the modules below it. Where a
 * lower module must reach a higher one, the app hands a function down when it composes the modules.
 * Run by `npm run lint` (`tsx tools/src/api-module-cycles.ts`).
 */

const MODULE = /^api\/src\/modules\/([^/]+)\//;
// Static imports, `import type` and re-exports (`from '...'`) and dynamic `import('...')`.
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The module a file belongs to, or null for files outside api/src/modules. */
export function apiModuleOf(file: string): string | null {
  return MODULE.exec(file)?.[1] ?? null;
}

/** The module-to-module import graph of the given files (tests are left out: they may use any module). */
export function apiModuleGraph(files: readonly SourceFile[]): FeatureGraph {
  const graph: FeatureGraph = new Map();
  for (const file of files) {
    const from = apiModuleOf(file.path);
    if (!from || /\.test\.ts$/.test(file.path)) continue;
    for (const match of file.text.matchAll(RELATIVE_IMPORT)) {
      const to = apiModuleOf(`${path.posix.join(path.posix.dirname(file.path), match[1] ?? '')}/`);
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, edges);
      edges.set(to, [...(edges.get(to) ?? []), `${file.path} imports ${match[1]}`]);
    }
  }
  return graph;
}

function sourceFiles(root: string, dir: string): SourceFile[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(root, rel);
    return /\.ts$/.test(entry.name) ? [{ path: rel, text: readFileSync(path.join(root, rel), 'utf8') }] : [];
  });
}

if (require.main === module) {
  const graph = apiModuleGraph(sourceFiles(path.resolve(__dirname, '../..'), 'api/src/modules'));
  const cycles = featureCycles(graph);
  if (cycles.length > 0) {
    console.error(
      `${cycles.length} import cycle(s) between API modules (move the shared rule down, or let app.ts hand the higher module's function down):\n${describeCycles(graph, cycles).replaceAll('between features', 'between API modules')}`,
    );
    process.exit(1);
  }
  console.log('No import cycles between API modules.');
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * No import cycles between features. ESLint's `import-x/no-cycle` sees cycles
 * between files; this check sees them between feature folders (`<app>/src/features/<name>`), where
 * a.tsx -> b/x.ts and b/y.ts -> a/z.ts is a cycle although no single file imports itself back.
 * Run by `npm run lint` (`tsx tools/src/feature-cycles.ts`).
 */

/** One source file: its path from the repository root (forward slashes) and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

/** feature -> the features it imports, each with the import lines that make the edge. */
export type FeatureGraph = Map<string, Map<string, string[]>>;

const FEATURE = /^([^/]+)\/src\/features\/([^/]+)\//;
// Static imports and re-exports (`import x from`, `export * from`) and dynamic `import('...')`.
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The feature a file belongs to, as `app:feature`, or null for files outside any feature. */
export function featureOf(file: string): string | null {
  const match = FEATURE.exec(file);
  return match ? `${match[1]}:${match[2]}` : null;
}

/** The feature-to-feature import graph of the given files (tests are left out: they may compose features). */
export function featureGraph(files: readonly SourceFile[]): FeatureGraph {
  const graph: FeatureGraph = new Map();
  for (const file of files) {
    const from = featureOf(file.path);
    if (!from || /\.test\.tsx?$/.test(file.path)) continue;
    for (const match of file.text.matchAll(RELATIVE_IMPORT)) {
      const target = path.posix.join(path.posix.dirname(file.path), match[1] ?? '');
      const to = featureOf(`${target}/`);
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, edges);
      edges.set(to, [...(edges.get(to) ?? []), `${file.path} imports ${match[1]}`]);
    }
  }
  return graph;
}

/** Groups of features that import each other, directly or around a loop (Tarjan's strongly connected components). */
export function featureCycles(graph: FeatureGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** A readable report of each cycle: its features and the imports between them. */
export function describeCycles(graph: FeatureGraph, cycles: readonly string[][]): string {
  return cycles
    .map((group) => {
      const edges = group.flatMap((from) => group.flatMap((to) => (graph.get(from)?.get(to) ?? []).map((line) => `    ${from} -> ${to}: ${line}`)));
      return [`  import cycle between features ${group.join(', ')}:`, ...edges].join('\n');
    })
    .join('\n');
}

function sourceFiles(root: string, dir: string): SourceFile[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(root, rel);
    return /\.tsx?$/.test(entry.name) ? [{ path: rel, text: readFileSync(path.join(root, rel), 'utf8') }] : [];
  });
}

/** Every app's feature files under the repository root. */
export function repositoryFeatureFiles(root: string): SourceFile[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .flatMap((entry) => {
      try {
        return sourceFiles(root, `${entry.name}/src/features`);
      } catch {
        return []; // This package has no features folder.
      }
    });
}

if (require.main === module) {
  const graph = featureGraph(repositoryFeatureFiles(path.resolve(__dirname, '../..')));
  const cycles = featureCycles(graph);
  if (cycles.length > 0) {
    console.error(
      `${cycles.length} import cycle(s) between features (move the view that composes them to src/pages, or shared parts to src/ui):\n${describeCycles(graph, cycles)}`,
    );
    process.exit(1);
  }
  console.log('No import cycles between features.');
}

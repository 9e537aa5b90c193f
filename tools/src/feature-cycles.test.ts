import { describeCycles, featureCycles, featureGraph, featureOf, type SourceFile } from './feature-cycles';

const file = (path: string, ...imports: string[]): SourceFile => ({
  path,
  text: imports.map((spec, i) => `import { x${i} } from '${spec}';`).join('\n'),
});

describe('import cycles between features', () => {
  it('names the feature of a file, and none outside features', () => {
    expect(featureOf('mfe-estimator/src/features/save-plan/save-plan.saga.ts')).toBe('mfe-estimator:save-plan');
    expect(featureOf('mfe-estimator/src/app/root.ts')).toBeNull();
  });

  it('finds a loop through three features although no file imports itself back', () => {
    const graph = featureGraph([
      file('app/src/features/result/page.tsx', '../save/save.component'),
      file('app/src/features/save/save.component.tsx', '../share/share.component'),
      file('app/src/features/share/shared-page.tsx', '../result/view'),
      file('app/src/features/history/page.tsx', '../share/share.component'),
    ]);
    const cycles = featureCycles(graph);
    expect(cycles).toEqual([['app:result', 'app:save', 'app:share']]);
    expect(describeCycles(graph, cycles)).toContain('app:share -> app:result: app/src/features/share/shared-page.tsx imports ../result/view');
  });

  it('counts dynamic imports and re-exports, not imports inside one feature, other packages or tests', () => {
    const graph = featureGraph([
      { path: 'app/src/features/a/a.ts', text: "export * from '../b/b';\nimport('./a-more');\nimport '@homeworth/shared-lib';" },
      { path: 'app/src/features/b/b.ts', text: "const later = () => import('../a/a');" },
      file('app/src/features/c/c.ts', '../d/d'),
      file('app/src/features/d/d.test.tsx', '../c/c'),
    ]);
    expect(featureCycles(graph)).toEqual([['app:a', 'app:b']]);
  });

  it('accepts a graph that only goes one way', () => {
    const graph = featureGraph([
      file('app/src/features/result/page.tsx', '../save/save.component', '../../ui/card'),
      file('app/src/features/save/save.component.tsx', '../share/share.component'),
    ]);
    expect(featureCycles(graph)).toEqual([]);
  });
});

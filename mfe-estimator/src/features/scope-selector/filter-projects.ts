import type { EstimatorProject } from '@homeworth/shared-lib';

/** Projects whose name or tag contains every word of the query, case-insensitive. */
export function filterProjects(projects: readonly EstimatorProject[], query: string): EstimatorProject[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return projects.filter((p) => {
    const haystack = `${p.displayName} ${p.blogTag} ${p.slug.replace(/-/g, ' ')}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

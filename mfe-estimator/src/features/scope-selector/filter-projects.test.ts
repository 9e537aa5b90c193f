import { ESTIMATOR_PROJECTS } from '@homeworth/shared-lib';
import { filterProjects } from './filter-projects';

describe('filterProjects', () => {
  it('returns every project for an empty query', () => {
    expect(filterProjects(ESTIMATOR_PROJECTS, '  ')).toHaveLength(ESTIMATOR_PROJECTS.length);
  });

  it('matches every word, case-insensitively, in name, tag or slug', () => {
    expect(filterProjects(ESTIMATOR_PROJECTS, 'garage door').map((p) => p.slug)).toEqual(['Garage-Door-Replacement', 'Garage-Door-Installation']);
    expect(filterProjects(ESTIMATOR_PROJECTS, 'THEATER').map((p) => p.slug)).toEqual(['Media-Room-Additions']);
    expect(filterProjects(ESTIMATOR_PROJECTS, 'spaceship')).toEqual([]);
  });
});

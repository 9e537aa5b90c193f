import { filterPermits, projectPoint, type NearbyPermit } from './neighborhood-projects.api';

const permit = (projectType: string): NearbyPermit => ({
  id: projectType,
  address: '1 Oak St',
  projectType,
  permitDate: '2025-01-02',
  status: 'Issued',
  jobValue: 1000,
  companyName: 'X',
  latitude: 30,
  longitude: -97,
  distance: 0.1,
});

describe('neighbourhood permits', () => {
  it('filters by project type, all types for an empty filter', () => {
    const list = [permit('Roofing'), permit('Solar'), permit('Roofing')];
    expect(filterPermits(list, 'Roofing')).toHaveLength(2);
    expect(filterPermits(list, '')).toHaveLength(3);
  });

  it('puts the centre in the middle of the map and north up', () => {
    const center = { latitude: 30, longitude: -97 };
    expect(projectPoint(center, center, 400, 1)).toEqual({ x: 200, y: 200 });
    expect(projectPoint(center, { latitude: 30 + 0.5 / 69, longitude: -97 }, 400, 1).y).toBeCloseTo(100);
  });
});

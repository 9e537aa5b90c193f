import { climateZoneFor } from './climate-zone';
import { defaultHomeSystems } from './home-systems';
import { recurrenceSchema, type HomeSystems } from './maintenance.schema';
import { applicableTasks, PLAN_COMPONENTS, TASK_LIBRARY, type HomeProfile } from './task-library';

const AUSTIN = climateZoneFor('TX', '78701');
const DENVER = climateZoneFor('CO', '80202');
const systems = (over: Partial<HomeSystems> = {}): HomeSystems => ({ ...defaultHomeSystems({ pool: false, garagePlaces: 2 }, DENVER), ...over });
const home = (over: Partial<HomeProfile> = {}): HomeProfile => ({ yearBuilt: 1995, currentYear: 2026, climate: DENVER, systems: systems(), ...over });
const slugsOf = (profile: HomeProfile) => applicableTasks(profile).map((t) => t.slug);

describe('maintenance task library', () => {
  it('holds at least 100 complete tasks with stable, unique slugs', () => {
    expect(TASK_LIBRARY.length).toBeGreaterThanOrEqual(100);
    expect(new Set(TASK_LIBRARY.map((t) => t.slug)).size).toBe(TASK_LIBRARY.length);
    for (const t of TASK_LIBRARY) {
      expect(t.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(t.title.length).toBeGreaterThan(5);
      expect(t.why.length).toBeGreaterThan(40);
      expect(t.how.length).toBeGreaterThan(0);
      expect(recurrenceSchema.safeParse(t.recurrence).success).toBe(true);
      expect(t.minutes).toBeGreaterThan(0);
      expect(t.cost.source.length).toBeGreaterThan(5);
      expect(Object.keys(PLAN_COMPONENTS)).toContain(t.component);
      for (const m of t.bestMonths) expect(m >= 1 && m <= 12).toBe(true);
      if (t.neglectCost) expect(t.neglectCost.source.length).toBeGreaterThan(5);
    }
  });

  it('a home with no pool gets no pool tasks; one with a pool does', () => {
    const poolTasks = TASK_LIBRARY.filter((t) => t.component === 'pool').map((t) => t.slug);
    expect(poolTasks.length).toBeGreaterThan(3);
    expect(slugsOf(home()).filter((s) => poolTasks.includes(s))).toEqual([]);
    expect(slugsOf(home({ systems: systems({ pool: true }) }))).toEqual(expect.arrayContaining(poolTasks));
  });

  it('a 1950 home gets tasks a 2020 home does not (old wiring, lead paint, galvanized pipes, sewer line)', () => {
    const old = slugsOf(home({ yearBuilt: 1950 }));
    const recent = slugsOf(home({ yearBuilt: 2020 }));
    const onlyOld = old.filter((s) => !recent.includes(s));
    expect(onlyOld).toEqual(expect.arrayContaining(['lead-paint-check', 'galvanized-pipes-check', 'sewer-line-camera', 'electrical-panel-inspect', 'asbestos-awareness']));
    expect(recent.filter((s) => !old.includes(s))).toEqual([]);
    expect(slugsOf(home({ yearBuilt: 1949 }))).toContain('old-wiring-check');
    expect(old).not.toContain('old-wiring-check');
  });

  it('climate zones decide freeze, ice-dam, hurricane and termite tasks', () => {
    expect(AUSTIN.zone).toBe('2A');
    expect(DENVER.zone).toBe('5B');
    expect(climateZoneFor('FL', '33602').zone).toBe('2A');
    expect(climateZoneFor('FL', '33130').zone).toBe('1A');
    expect(climateZoneFor('TX', '75201').zone).toBe('3A');
    expect(climateZoneFor('OR', '97201').zone).toBe('4C');
    expect(climateZoneFor('MN', '55101').zone).toBe('6A');
    const austin = slugsOf(home({ climate: AUSTIN, systems: defaultHomeSystems({ pool: false, garagePlaces: 1 }, AUSTIN) }));
    const denver = slugsOf(home());
    expect(austin).toEqual(expect.arrayContaining(['hurricane-prep', 'termite-inspection']));
    expect(austin).not.toContain('ice-dam-check');
    expect(austin).not.toContain('pipes-winterize');
    expect(denver).toEqual(expect.arrayContaining(['ice-dam-check', 'pipes-winterize', 'wildfire-zone']));
    expect(denver).not.toContain('hurricane-prep');
  });

  it('fuel, septic, well, fireplace and water heater type select their tasks', () => {
    const gas = slugsOf(home());
    const heatPump = slugsOf(home({ systems: systems({ heatingFuel: 'heat-pump' }) }));
    expect(gas).toContain('furnace-tune-up');
    expect(heatPump).toContain('heat-pump-service');
    expect(heatPump).not.toContain('furnace-tune-up');
    expect(heatPump).not.toContain('co-alarms-test');
    const rural = slugsOf(home({ systems: systems({ septic: true, well: true, fireplace: 'wood', tanklessWaterHeater: true }) }));
    expect(rural).toEqual(expect.arrayContaining(['septic-pump', 'septic-inspect', 'well-water-test', 'chimney-sweep', 'tankless-descale']));
    expect(rural).not.toContain('water-heater-flush');
    expect(rural).not.toContain('sewer-line-camera');
    expect(gas).not.toContain('septic-pump');
  });
});

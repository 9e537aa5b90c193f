import { ROLE_IDS } from '@homeworth/shared-lib/domain';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../db/database';
import { users } from '../security';
import { identifyProperty } from '../property';
import { userProperties } from '../property';
import { propertyDataProvider } from '../property';
import { partsOf, todayOf } from './calendar-date';
import { planItems } from './maintenance-plan.service';
import { resolvePlanScope } from './plan-home.service';

/** Plan generation timings, in milliseconds. */
export interface PlanGenerationTiming {
  homes: number;
  /** Making a new plan for one home: facts and report, applicability, first due dates, rows written. */
  firstPlanP50Ms: number;
  firstPlanMaxMs: number;
  /** Reading a plan already made (what every page load does). */
  readPlanP50Ms: number;
  tasksPerPlan: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Times the plan of `homes` different homes on an in-memory PGlite: the first read makes the plan
 * (report with owner corrections, climate zone, applicable tasks, first due dates, inserts), the
 * second reads it. `npm run bench` reports it; `npx tsx api/src/modules/maintenance/plan-bench.ts` alone.
 */
export async function measurePlanGeneration(homes = 20): Promise<PlanGenerationTiming> {
  const database = await openDatabase({ inMemory: true });
  try {
    const db = database.db;
    const deps = { db, provider: propertyDataProvider() };
    const today = todayOf();
    const [user] = await db.insert(users).values({ email: 'plan.bench@example.com', firstName: 'Plan', lastName: 'Bench', roleId: ROLE_IDS.homeowner }).returning();
    const first: number[] = [];
    const again: number[] = [];
    let tasks = 0;
    for (let i = 0; i < homes; i += 1) {
      const property = await identifyProperty(db, { address: `${100 + i} Juniper Lane`, city: 'Denver', state: 'CO', zipCode: '80202' });
      const [home] = await db.insert(userProperties).values({ userId: user!.id, kukunId: property.kukunId }).returning();
      for (const times of [first, again]) {
        const start = performance.now();
        const scope = await resolvePlanScope(deps, user!.id, home!.id, partsOf(today).year);
        tasks = (await planItems(db, scope, today)).length;
        times.push(performance.now() - start);
      }
    }
    return { homes, firstPlanP50Ms: round(median(first)), firstPlanMaxMs: round(Math.max(...first)), readPlanP50Ms: round(median(again)), tasksPerPlan: tasks };
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  measurePlanGeneration().then(
    (timing) => console.table(timing),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

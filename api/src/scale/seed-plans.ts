import { defaultEstimatorAnswers, type FinishLevel } from '@homeworth/shared-lib/domain';
import { estimateProject } from '../modules/cost-model';
import { estimatorPlans } from '../db/schema';
import { daysAgo, takeIds, write, type ScaleContext } from './scale-context';

const PROJECTS = ['Kitchen-Renovation-Cost', 'Master-Bathroom-Remodel-Cost', 'Bathroom-Renovation-Cost', 'Half-Bath-Remodel'];
const FINISHES: FinishLevel[] = ['basic', 'midrange', 'upscale'];

type PlanRow = Omit<typeof estimatorPlans.$inferInsert, 'userId' | 'id' | 'createdAt'>;

let pricedPlans: PlanRow[] | null = null;

/** Each project at each finish level, priced once by the real cost model (a saved plan holds these figures). */
function pricedPlanRows(): PlanRow[] {
  pricedPlans ??= PROJECTS.flatMap((project) =>
    FINISHES.map((finishLevel) => {
      const answers = defaultEstimatorAnswers(project, { 'property-address': { state: 'TX' }, 'home-size': 2_000, 'home-value': 450_000, 'home-age': 1985 });
      const estimate = estimateProject({ project, finishLevel, answers });
      return {
        projectSlug: estimate.project,
        projectName: estimate.projectName,
        finishLevel: estimate.finishLevel,
        answers,
        totalEstimatedProjectCost: estimate.totalEstimatedProjectCost,
        roi: estimate.roi.roi,
        totalEquityBuild: estimate.roi.totalEquityBuild,
        currentHomeValue: estimate.roi.currentHomeValue,
      };
    }),
  );
  return pricedPlans;
}

/** `count` saved estimate plans per user (each a real priced plan), spread over the last two years; returns the first plan id of each user. */
export async function seedEstimatePlans(context: ScaleContext, plansPerUser: ReadonlyArray<{ userId: number; count: number }>): Promise<number[]> {
  const priced = pricedPlanRows();
  const total = plansPerUser.reduce((sum, p) => sum + p.count, 0);
  let id = takeIds(context, 'estimator_plans', total);
  const firstIds: number[] = [];
  const rows: Array<typeof estimatorPlans.$inferInsert> = [];
  for (const { userId, count } of plansPerUser) {
    firstIds.push(id);
    for (let n = 0; n < count; n += 1) rows.push({ ...context.random.pick(priced), id: id++, userId, createdAt: daysAgo(context, context.random.next() * 730) });
  }
  await write(context, 'estimator_plans', estimatorPlans, rows);
  return firstIds;
}

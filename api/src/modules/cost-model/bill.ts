import { type EstimateLineItem, type EstimatorAnswers, type FinishLevel, type LineItemKind } from '@homeworth/shared-lib/domain';
import { CONTINGENCY_RATE, DISPOSAL_SHARE, FINISH_FACTORS, PERMIT_FEES, type PermitKind, type UnitCost } from './cost-tables';

/** One line of the bill of quantities: a quantity of work at a mid-range national unit cost. */
export interface BillPart {
  name: string;
  quantity: number;
  unitCost: UnitCost;
  /** Upscale materials factor for this part, where the trade's spread is wider than the general one. */
  upscaleMaterials?: number;
}

/** What the answers amount to: the parts of the job, its permit and design work, and the quantity in words. */
export interface ProjectScope {
  parts: BillPart[];
  permit: PermitKind;
  /** Design and drawings as a share of the construction cost. */
  designRate: number;
  quantity: string;
  sizeCategory: string | null;
}

export const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
export const num = (answers: EstimatorAnswers, id: keyof EstimatorAnswers) => Number(answers[id]);
export const str = (answers: EstimatorAnswers, id: keyof EstimatorAnswers) => String(answers[id]);

const LINE_LABELS: Readonly<Record<LineItemKind, string>> = {
  materials: 'Materials',
  labour: 'Labour',
  demolition: 'Demolition',
  disposal: 'Disposal and dumpster',
  permits: 'Permits and inspections',
  design: 'Design and drawings',
  // The rate applies to everything above it, so its share of the total is a little less: say what it is of.
  contingency: `Contingency (${Math.round(CONTINGENCY_RATE * 100)}% of the rest)`,
};

/**
 * Prices a bill of quantities: materials and labour times the finish level, demolition and its
 * disposal, permit fees, design, then contingency, all times the regional index. Lines are
 * rounded dollars and the total is their sum, so the table always adds up.
 */
export function priceBill(scope: ProjectScope, finishLevel: FinishLevel, regionalIndex: number): { lineItems: EstimateLineItem[]; total: number } {
  const finish = FINISH_FACTORS[finishLevel];
  const region = regionalIndex / 100;
  let materials = 0;
  let labour = 0;
  let demolition = 0;
  for (const part of scope.parts) {
    const materialsFactor = finishLevel === 'upscale' && part.upscaleMaterials ? part.upscaleMaterials : finish.materials;
    materials += part.quantity * part.unitCost.materials * materialsFactor;
    labour += part.quantity * part.unitCost.labour * finish.labour;
    demolition += part.quantity * (part.unitCost.demolition ?? 0);
  }
  const disposal = demolition * DISPOSAL_SHARE;
  const construction = materials + labour + demolition + disposal;
  const fee = PERMIT_FEES[scope.permit];
  const permits = scope.permit === 'none' ? 0 : fee.fixed + construction * fee.rate;
  const design = construction * scope.designRate;
  const contingency = (construction + permits + design) * CONTINGENCY_RATE;
  const amounts: Record<LineItemKind, number> = { materials, labour, demolition, disposal, permits, design, contingency };
  // Lines a job does not have (no design for a window) are left out rather than shown as $0.
  const lineItems = (Object.keys(amounts) as LineItemKind[])
    .map((kind) => ({ kind, label: LINE_LABELS[kind], amount: Math.round(amounts[kind] * region) }))
    .filter((line) => line.amount > 0);
  return { lineItems, total: lineItems.reduce((sum, line) => sum + line.amount, 0) };
}

import {
  estimatorFamilyOf,
  estimatorFlow,
  roomKindOf,
  stepDefinitionFor,
  type EstimatorAnswers,
  type EstimatorStepId,
  type FinishLevel,
  type StepAnswer,
} from '@homeworth/shared-lib/domain';

/**
 * What estimates made before the scope questions assumed for each new answer:
 * materials followed the finish level (upscale windows were wood, decks composite, entry
 * doors a fiberglass grand entrance), layouts stayed, basements were already finished, roofs
 * were torn off, and sizes came from the home's size (the suggestion the step now shows).
 */
const LEGACY_ANSWERS: Partial<Record<EstimatorStepId, (finishLevel: FinishLevel) => StepAnswer>> = {
  'room-layout': () => 'same',
  'suite-bath': () => 'bedroom-only',
  'basement-finish': () => 'finished',
  'basement-bath': () => 'no',
  'roof-tear-off': () => 'tear-off',
  'window-material': (finish) => (finish === 'upscale' ? 'wood' : 'vinyl'),
  'window-size': () => 'standard',
  'door-material': (finish) => (finish === 'upscale' ? 'grand-entrance' : 'steel'),
  'garage-door-size': () => 'double',
  'deck-material': (finish) => (finish === 'upscale' ? 'composite' : 'wood'),
};

/** Sizes that were derived from the home's size: the suggestion is exactly what the old estimate used. */
const LEGACY_SUGGESTED: readonly EstimatorStepId[] = ['room-size', 'cabinet-length', 'roof-area'];

/**
 * Upgrades the answers of a plan saved before the scope questions existed: every scope step of
 * the flow that has no answer gets what the old estimate assumed, so old plans keep opening and
 * pricing. Answers given are never changed; answers of other steps are left missing.
 */
export function upgradeEstimatorAnswers(slug: string, finishLevel: FinishLevel, saved: EstimatorAnswers): EstimatorAnswers {
  const answers: EstimatorAnswers = { ...saved };
  // Rooms once offered every room's items (appliances in a bath) and kitchens an accessible layout; those priced nothing of the room.
  const items = answers['room-types'];
  if (Array.isArray(items) && estimatorFamilyOf(slug) === 'room') {
    const offered = stepDefinitionFor(slug, 'room-types').input;
    const kept = offered.kind === 'multi' ? items.filter((item) => offered.options.some((o) => o.value === item)) : items;
    if (kept.length > 0) answers['room-types'] = kept;
  }
  if (answers['room-layout'] === 'universal' && roomKindOf(slug) === 'kitchen') answers['room-layout'] = 'moved';
  // Filling one answer can open a later step (a room size before the cabinet run), so walk again until nothing changes.
  for (let changed = true, guard = 0; changed && guard < 10; guard += 1) {
    changed = false;
    for (const id of estimatorFlow(slug, answers)) {
      if (answers[id] !== undefined) continue;
      const legacy = LEGACY_ANSWERS[id]?.(finishLevel) ?? (LEGACY_SUGGESTED.includes(id) ? (stepDefinitionFor(slug, id, answers).input.defaultValue as StepAnswer) : undefined);
      if (legacy === undefined) continue;
      answers[id] = legacy;
      changed = true;
    }
  }
  return answers;
}

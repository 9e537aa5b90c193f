import { ERROR_CODES, STEP_DEFINITIONS, estimatorFamilyOf, type EstimatorAnswers } from '@homeworth/shared-lib/domain';
import { ApiError } from '../../http/envelope';
import { CABINET_REFACE_FACTOR, ELEMENT_WEIGHTS, ROOM_PRICING, WALL_REMOVAL_COST, sizeCategoryOf, type SizeCategory } from './cost-tables';
import { AC_PRICES, GARAGE_AREA, GARAGE_PER_SQ_FT, GYM_PRICES, HEATING_PRICES, ITEM_PRICING, PITCH_FACTOR, POPCORN, RECESSED, ROOF_PER_SQ_FT } from './unit-prices';

/** What the answers amount to: the national mid-range cost before finish level, region and contingency. */
export interface ProjectScope {
  /** Cost that scales with the finish level. */
  base: number;
  /** Cost that does not (opening a wall costs the same whatever the finishes). */
  fixedDemolition: number;
  split: 'renovation' | 'addition' | 'roof' | 'hvac' | 'painting' | 'item';
  quantity: string;
  sizeCategory: SizeCategory | null;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const num = (answers: EstimatorAnswers, id: keyof EstimatorAnswers) => Number(answers[id]);
const str = (answers: EstimatorAnswers, id: keyof EstimatorAnswers) => String(answers[id]);

function roomScope(slug: string, answers: EstimatorAnswers): ProjectScope {
  const room = ROOM_PRICING[slug]!;
  const category = sizeCategoryOf(num(answers, 'home-size'));
  const roomSize = room.sizes[category];
  const weights = ELEMENT_WEIGHTS[room.kind];
  const total = Object.values(weights).reduce((a, b) => a + b, 0);
  const fullRenovation = (sqFt: number) => sqFt * room.renovationPerSqFt;

  if (answers.start === 'addition') {
    const size = num(answers, 'remodel-size');
    return { base: size * room.additionPerSqFt, fixedDemolition: 0, split: 'addition', quantity: `New ${fmt(size)} sq ft ${room.noun}`, sizeCategory: null };
  }
  if (answers.start === 'expansion') {
    if (answers['room-remodel'] === 'existing') {
      const size = num(answers, 'remodel-size');
      return { base: fullRenovation(size), fixedDemolition: WALL_REMOVAL_COST, split: 'renovation', quantity: `${room.noun[0]!.toUpperCase()}${room.noun.slice(1)} enlarged to ${fmt(size)} sq ft within the house`, sizeCategory: null };
    }
    const added = num(answers, 'remodel-size-addition');
    return {
      base: fullRenovation(roomSize) + added * room.additionPerSqFt,
      fixedDemolition: 0,
      split: 'addition',
      quantity: `${fmt(roomSize)} sq ft ${room.noun} (${category}) renovated, plus a ${fmt(added)} sq ft addition`,
      sizeCategory: category,
    };
  }
  const chosen = (answers['room-types'] as readonly string[]).map((element) => {
    const weight = weights[element] ?? 0;
    return element === 'cabinets' && answers['room-cabinets'] === 'reface' ? weight * CABINET_REFACE_FACTOR : weight;
  });
  const share = chosen.reduce((a, b) => a + b, 0) / total;
  // A selection such as "appliances" alone in a dining room prices nothing: say so rather than show $0.
  if (share === 0) {
    const roomTypes = STEP_DEFINITIONS['room-types']!;
    const applicable = roomTypes.input.kind === 'multi' ? roomTypes.input.options.filter((o) => (weights[o.value] ?? 0) > 0).map((o) => o.label) : [];
    throw new ApiError(400, ERROR_CODES.validation, `${roomTypes.question} Choose at least one item a ${room.noun} has: ${applicable.join(', ')}.`, { field: 'answers.room-types', step: 'room-types' });
  }
  return {
    base: fullRenovation(roomSize) * share,
    fixedDemolition: 0,
    split: 'renovation',
    quantity: `${fmt(roomSize)} sq ft ${room.noun} (${category} for a home this size), ${Math.round(share * 100)}% of a full remodel`,
    sizeCategory: category,
  };
}

function roofScope(answers: EstimatorAnswers): ProjectScope {
  const pitch = str(answers, 'start');
  const material = pitch === 'flat' ? 'flat' : str(answers, 'roof-style');
  const footprint = num(answers, 'home-size') / num(answers, 'house-story') + (GARAGE_AREA[str(answers, 'roof-garage-size')] ?? 0);
  const area = footprint * (PITCH_FACTOR[pitch] ?? 1);
  return { base: area * ROOF_PER_SQ_FT[material]!, fixedDemolition: 0, split: 'roof', quantity: `${fmt(area)} sq ft of ${pitch} roof`, sizeCategory: null };
}

function airConditioningScope(answers: EstimatorAnswers): ProjectScope {
  const size = num(answers, 'size');
  if (answers.start === 'wall') {
    const rooms = num(answers, 'no-of-rooms');
    return { base: rooms * AC_PRICES.wallUnit, fixedDemolition: 0, split: 'hvac', quantity: `${rooms} wall unit${rooms === 1 ? '' : 's'} for ${fmt(size)} sq ft`, sizeCategory: null };
  }
  // Half-ton steps, as systems are sold; at least 1.5 tons.
  const tons = Math.max(1.5, Math.ceil((size / AC_PRICES.sqFtPerTon) * 2) / 2);
  return { base: tons * AC_PRICES.perTon + AC_PRICES.fixed, fixedDemolition: 0, split: 'hvac', quantity: `${tons}-ton central system for ${fmt(size)} sq ft`, sizeCategory: null };
}

function furnaceScope(answers: EstimatorAnswers): ProjectScope {
  const size = num(answers, 'size');
  const extra = Math.max(0, Math.ceil((size - 1500) / 500)) * HEATING_PRICES.perExtra500SqFt;
  if (answers.start === 'radiant-heat' && answers['radiant-heat'] === 'electric') {
    return { base: size * HEATING_PRICES.electricRadiantPerSqFt, fixedDemolition: 0, split: 'hvac', quantity: `Electric radiant heat for ${fmt(size)} sq ft`, sizeCategory: null };
  }
  const kind = answers.start === 'radiant-heat' ? 'hydronic' : (str(answers, 'forced-air') as 'gas' | 'electric' | 'oil');
  const label = kind === 'hydronic' ? 'Hot-water boiler' : `${kind[0]!.toUpperCase()}${kind.slice(1)} furnace`;
  return { base: HEATING_PRICES[kind] + extra, fixedDemolition: 0, split: 'hvac', quantity: `${label} for ${fmt(size)} sq ft`, sizeCategory: null };
}

function itemScope(slug: string, answers: EstimatorAnswers): ProjectScope {
  const item = ITEM_PRICING[slug]!;
  const scope = answers['project-scope'];
  if (item.perHomeSqFt) {
    const area = num(answers, 'home-size');
    return { base: area * item.perHomeSqFt[String(scope)]!, fixedDemolition: 0, split: item.split, quantity: `${fmt(area)} sq ft home`, sizeCategory: null };
  }
  if (item.byChoice) {
    return { base: item.byChoice[String(scope)]!, fixedDemolition: 0, split: item.split, quantity: `One ${item.unit}`, sizeCategory: null };
  }
  const count = Number(scope);
  const glass = answers['dual-pane'] === 'triple' ? 1.25 : 1;
  const unitLabel = item.unit === 'sq ft' || item.unit === 'linear ft' ? item.unit : `${item.unit}${count === 1 ? '' : 's'}`;
  return { base: count * item.perUnit * (item.newOpening ?? 1) * glass, fixedDemolition: 0, split: item.split, quantity: `${fmt(count)} ${unitLabel}`, sizeCategory: null };
}

/** The scope of a project from its answers (answers are already validated against the flow). */
export function projectScopeOf(slug: string, answers: EstimatorAnswers): ProjectScope {
  const homeSize = num(answers, 'home-size');
  switch (estimatorFamilyOf(slug)) {
    case 'room':
      return roomScope(slug, answers);
    case 'roof':
      return roofScope(answers);
    case 'air-conditioning':
      return airConditioningScope(answers);
    case 'furnace':
      return furnaceScope(answers);
    case 'garage': {
      const area = GARAGE_AREA[str(answers, 'garage-size')]!;
      const job = str(answers, 'project-scope');
      return { base: area * GARAGE_PER_SQ_FT[job]!, fixedDemolition: 0, split: job === 'convert' ? 'addition' : 'renovation', quantity: `${fmt(area)} sq ft garage`, sizeCategory: null };
    }
    case 'home-gym': {
      const setting = str(answers, 'gym-settings');
      const area = GYM_PRICES.area[setting]!;
      return { base: area * GYM_PRICES.perSqFt[setting]! + GYM_PRICES.equipment, fixedDemolition: 0, split: 'renovation', quantity: `${fmt(area)} sq ft gym with equipment`, sizeCategory: null };
    }
    case 'popcorn-ceiling': {
      const scope = str(answers, 'project-scope');
      const area = scope === 'one-room' ? POPCORN.oneRoom : scope === 'living-areas' ? homeSize * POPCORN.livingAreasShare : homeSize;
      return { base: area * POPCORN.perSqFt, fixedDemolition: 0, split: 'painting', quantity: `${fmt(area)} sq ft of ceiling`, sizeCategory: null };
    }
    case 'recessed-lighting': {
      const lights = Math.max(2, Math.round(num(answers, 'other-room-size') / RECESSED.sqFtPerLight));
      const perLight = answers['project-scope'] === 'new' ? RECESSED.new : RECESSED.existing;
      return { base: lights * perLight, fixedDemolition: 0, split: 'item', quantity: `${lights} recessed lights`, sizeCategory: null };
    }
    default:
      return itemScope(slug, answers);
  }
}

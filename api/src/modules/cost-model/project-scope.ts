import { GARAGE_AREA, estimatorFamilyOf, sizeCategoryOf, type EstimatorAnswers } from '@homeworth/shared-lib/domain';
import { fmt, num, str, type BillPart, type ProjectScope } from './bill';
import { DESIGN_RATES, type PermitKind } from './cost-tables';
import { roomScope } from './room-scope';
import {
  AC_PRICES,
  DECK_PER_SQ_FT,
  DOOR_INSTALL,
  DOOR_PRODUCT,
  GARAGE_DOOR,
  GARAGE_PER_SQ_FT,
  GYM_PRICES,
  HEATING_PRICES,
  ITEM_PRICING,
  NEW_OPENING,
  POPCORN,
  RECESSED,
  ROOF_PER_SQ_FT,
  ROOF_TEAR_OFF_PER_SQ_FT,
  TRIPLE_PANE_FACTOR,
  WINDOW_FRAME_PER_SQ_FT,
  WINDOW_INSTALL,
  WINDOW_SQ_FT,
  split,
} from './unit-prices';

const plural = (n: number, unit: string) => `${fmt(n)} ${unit}${n === 1 ? '' : 's'}`;

/** A job priced from one installed price split into product, labour and removal. */
function flat(name: string, price: number, permit: PermitKind, quantity: string): ProjectScope {
  return { parts: [{ name, quantity: 1, unitCost: split(price) }], permit, designRate: DESIGN_RATES.none, quantity, sizeCategory: null };
}

function roofScope(answers: EstimatorAnswers): ProjectScope {
  const pitch = str(answers, 'start');
  const material = pitch === 'flat' ? 'flat' : str(answers, 'roof-style');
  const area = num(answers, 'roof-area');
  const tearOff = answers['roof-tear-off'] === 'tear-off';
  const parts: BillPart[] = [{ name: `${material} roofing`, quantity: area, unitCost: ROOF_PER_SQ_FT[material]! }];
  if (tearOff) parts.push({ name: 'tear-off', quantity: area, unitCost: { materials: 0, labour: 0, demolition: ROOF_TEAR_OFF_PER_SQ_FT } });
  return {
    parts,
    permit: 'trade',
    designRate: DESIGN_RATES.none,
    quantity: `${fmt(area)} sq ft of ${pitch} roof, ${tearOff ? 'old roof torn off' : 'laid over the old roof'}`,
    sizeCategory: null,
  };
}

function airConditioningScope(answers: EstimatorAnswers): ProjectScope {
  const size = num(answers, 'size');
  if (answers.start === 'wall') {
    const rooms = num(answers, 'no-of-rooms');
    return flat('wall units', rooms * AC_PRICES.wallUnit, 'trade', `${plural(rooms, 'wall unit')} for ${fmt(size)} sq ft`);
  }
  // Half-ton steps, as systems are sold; at least 1.5 tons.
  const tons = Math.max(1.5, Math.ceil((size / AC_PRICES.sqFtPerTon) * 2) / 2);
  return flat('central air', tons * AC_PRICES.perTon + AC_PRICES.fixed, 'trade', `${tons}-ton central system for ${fmt(size)} sq ft`);
}

function furnaceScope(answers: EstimatorAnswers): ProjectScope {
  const size = num(answers, 'size');
  const extra = Math.max(0, Math.ceil((size - 1500) / 500)) * HEATING_PRICES.perExtra500SqFt;
  if (answers.start === 'radiant-heat' && answers['radiant-heat'] === 'electric') {
    return flat('electric radiant heat', size * HEATING_PRICES.electricRadiantPerSqFt, 'trade', `Electric radiant heat for ${fmt(size)} sq ft`);
  }
  const kind = answers.start === 'radiant-heat' ? 'hydronic' : (str(answers, 'forced-air') as 'gas' | 'electric' | 'oil');
  const label = kind === 'hydronic' ? 'Hot-water boiler' : `${kind[0]!.toUpperCase()}${kind.slice(1)} furnace`;
  return flat(label, HEATING_PRICES[kind] + extra, 'trade', `${label} for ${fmt(size)} sq ft`);
}

function windowScope(slug: string, answers: EstimatorAnswers): ProjectScope {
  const count = num(answers, 'project-scope');
  const material = str(answers, 'window-material');
  const size = str(answers, 'window-size');
  const glass = answers['dual-pane'] === 'triple' ? TRIPLE_PANE_FACTOR : 1;
  const newOpening = slug === 'Window-Installation-Cost';
  const parts: BillPart[] = [
    { name: `${material} windows`, quantity: count, unitCost: { materials: WINDOW_SQ_FT[size]! * WINDOW_FRAME_PER_SQ_FT[material]! * glass, labour: 0 } },
    { name: 'installation and trim', quantity: count, unitCost: newOpening ? { ...WINDOW_INSTALL, demolition: 0 } : WINDOW_INSTALL },
  ];
  if (newOpening) parts.push({ name: 'new openings', quantity: count, unitCost: NEW_OPENING });
  return {
    parts,
    permit: newOpening ? 'building' : 'trade',
    designRate: DESIGN_RATES.none,
    quantity: `${plural(count, `${size} ${material} window`)}${newOpening ? ' in new openings' : ''}`,
    sizeCategory: null,
  };
}

function exteriorDoorScope(slug: string, answers: EstimatorAnswers): ProjectScope {
  const count = num(answers, 'project-scope');
  const material = str(answers, 'door-material');
  const newOpening = slug === 'Exterior-Door-Installation-Cost';
  const parts: BillPart[] = [
    { name: `${material} doors`, quantity: count, unitCost: { materials: DOOR_PRODUCT[material]!, labour: 0 } },
    { name: 'hanging', quantity: count, unitCost: newOpening ? { ...DOOR_INSTALL, demolition: 0 } : DOOR_INSTALL },
  ];
  // A door with sidelights needs a wider opening, as a new opening does.
  if (newOpening || material === 'grand-entrance') parts.push({ name: 'framing a wider or new opening', quantity: count, unitCost: NEW_OPENING });
  // "2 fiberglass doors with sidelights": the plural goes on the door, not on the end of the label.
  const doors = material === 'grand-entrance' ? `${plural(count, 'fiberglass door')} with sidelights` : plural(count, `${material} door`);
  return {
    parts,
    permit: newOpening ? 'building' : 'trade',
    designRate: DESIGN_RATES.none,
    quantity: `${doors}${newOpening ? ' in new openings' : ''}`,
    sizeCategory: null,
  };
}

function garageDoorScope(slug: string, answers: EstimatorAnswers): ProjectScope {
  const count = num(answers, 'project-scope');
  const size = str(answers, 'garage-door-size');
  const newOpening = slug === 'Garage-Door-Installation';
  const door = GARAGE_DOOR[size]!;
  const parts: BillPart[] = [{ name: `${size} garage doors`, quantity: count, unitCost: newOpening ? { ...door, demolition: 0 } : door }];
  // A garage door opening needs a header across it: about twice a house door's framing.
  if (newOpening) parts.push({ name: 'new openings', quantity: count * 2, unitCost: NEW_OPENING });
  const label = size === 'double' ? '16x7 ft garage door' : '9x7 ft garage door';
  return {
    parts,
    permit: newOpening ? 'building' : 'trade',
    designRate: DESIGN_RATES.none,
    quantity: `${plural(count, label)}${newOpening ? ' in new openings' : ''}`,
    sizeCategory: null,
  };
}

function deckScope(answers: EstimatorAnswers): ProjectScope {
  const area = num(answers, 'project-scope');
  const material = str(answers, 'deck-material');
  return {
    parts: [{ name: `${material} deck`, quantity: area, unitCost: DECK_PER_SQ_FT[material]! }],
    permit: 'building',
    designRate: DESIGN_RATES.none,
    quantity: `${fmt(area)} sq ft ${material === 'wood' ? 'pressure-treated wood' : 'composite'} deck with stairs and railing`,
    sizeCategory: null,
  };
}

function itemScope(slug: string, answers: EstimatorAnswers): ProjectScope {
  if (/^Window-/.test(slug)) return windowScope(slug, answers);
  if (/^(Entry-Door|Exterior-Door)/.test(slug)) return exteriorDoorScope(slug, answers);
  if (/^Garage-Door-/.test(slug)) return garageDoorScope(slug, answers);
  if (slug === 'Installing-Deck') return deckScope(answers);
  const item = ITEM_PRICING[slug]!;
  const scope = answers['project-scope'];
  if (item.perHomeSqFt) {
    const area = num(answers, 'home-size');
    return flat(slug, area * item.perHomeSqFt[String(scope)]!, item.permit, `${fmt(area)} sq ft home`);
  }
  if (item.byChoice) return flat(slug, item.byChoice[String(scope)]!, item.permit, `One ${item.unit}`);
  const count = Number(scope);
  const unitLabel = item.unit === 'sq ft' || item.unit === 'linear ft' ? `${fmt(count)} ${item.unit}` : plural(count, item.unit);
  return flat(slug, count * item.perUnit * (item.newOpening ?? 1), item.permit, unitLabel);
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
      return { ...flat('garage', area * GARAGE_PER_SQ_FT[job]!, job === 'convert' ? 'building' : 'none', `${fmt(area)} sq ft garage`), sizeCategory: sizeCategoryOf(homeSize) };
    }
    case 'home-gym': {
      const setting = str(answers, 'gym-settings');
      const area = GYM_PRICES.area[setting]!;
      return flat('home gym', area * GYM_PRICES.perSqFt[setting]! + GYM_PRICES.equipment, 'none', `${fmt(area)} sq ft gym with equipment`);
    }
    case 'popcorn-ceiling': {
      const scope = str(answers, 'project-scope');
      const area = scope === 'one-room' ? POPCORN.oneRoom : scope === 'living-areas' ? homeSize * POPCORN.livingAreasShare : homeSize;
      return flat('popcorn ceiling removal', area * POPCORN.perSqFt, 'none', `${fmt(area)} sq ft of ceiling`);
    }
    case 'recessed-lighting': {
      const lights = Math.max(2, Math.round(num(answers, 'other-room-size') / RECESSED.sqFtPerLight));
      const perLight = answers['project-scope'] === 'new' ? RECESSED.new : RECESSED.existing;
      return flat('recessed lights', lights * perLight, 'trade', `${lights} recessed lights`);
    }
    default:
      return itemScope(slug, answers);
  }
}

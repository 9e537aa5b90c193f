import { sizeCategoryOf, suggestedCabinetLength, type EstimatorAnswers } from '@homeworth/shared-lib/domain';
import {
  ADDITION_SHELL,
  BASEMENT_BATH_SQ_FT,
  BASEMENT_FINISHING,
  CABINET_REFACE,
  CLOSET_SYSTEM,
  COUNTER_SQ_FT_PER_CABINET_FT,
  DESIGN_RATES,
  ELEMENT_COSTS,
  HALF_BATH_FIXTURES_SHARE,
  LAYOUT_MOVE,
  NEW_PLUMBING,
  ROOMS,
  SEWAGE_EJECTOR,
  SUITE_BATH_SQ_FT,
  SUITE_CLOSET_SQ_FT,
  UNIVERSAL_DESIGN,
  WALL_REMOVAL,
  type RoomKind,
} from './cost-tables';
import { fmt, num, type BillPart, type ProjectScope } from './bill';

const ALL_ELEMENTS = ['cabinets', 'countertops', 'appliances', 'flooring', 'fixtures', 'lighting', 'walls'];
// A new or enlarged living room, bedroom or office is floored, lit and finished; built-in cabinets and
// counters are a choice the renovation steps ask about, never assumed for new dry space.
const DRY_ROOM_ELEMENTS = ['flooring', 'lighting', 'walls'];

interface Interior {
  kind: RoomKind;
  sqFt: number;
  cabinetFt: number;
  elements: readonly string[];
  reface?: boolean;
  halfBath?: boolean;
}

/** The renovation elements of a room, each at its quantity (sq ft of room, linear ft of cabinet, sq ft of counter, or once). */
function interiorParts({ kind, sqFt, cabinetFt, elements, reface, halfBath }: Interior): BillPart[] {
  const costs = ELEMENT_COSTS[kind];
  return elements.flatMap((element): BillPart[] => {
    const cost = costs[element];
    if (!cost) return [];
    if (element === 'cabinets' && reface) return [{ name: 'cabinet refacing', quantity: cabinetFt, unitCost: CABINET_REFACE }];
    const quantity =
      cost.basis === 'room-sq-ft'
        ? sqFt
        : cost.basis === 'cabinet-ft'
          ? cabinetFt
          : cost.basis === 'counter-sq-ft'
            ? cabinetFt * COUNTER_SQ_FT_PER_CABINET_FT
            : element === 'fixtures' && halfBath
              ? HALF_BATH_FIXTURES_SHARE
              : 1;
    return [{ name: element, quantity, unitCost: cost, upscaleMaterials: cost.upscaleMaterials }];
  });
}

/** The shell of a new addition: its fixed cost (foundation, tie-in) and its cost per sq ft. */
const shellParts = (sqFt: number): BillPart[] => [
  { name: 'addition foundation and tie-in', quantity: 1, unitCost: ADDITION_SHELL.fixed },
  { name: 'addition shell', quantity: sqFt, unitCost: ADDITION_SHELL.perSqFt },
];

/** A full bath built new: every bath element plus new supply and drain runs. */
const newBathParts = (sqFt: number): BillPart[] => [
  ...interiorParts({ kind: 'bath', sqFt, cabinetFt: sqFt >= 80 ? 6 : 4, elements: ALL_ELEMENTS }),
  { name: 'new plumbing', quantity: 1, unitCost: NEW_PLUMBING },
];

/** The cabinet work in the room's words: a kitchen's cabinets, a bath's vanity, a room's built-ins. */
function cabinetWords(kind: RoomKind, feet: number, reface: boolean): string {
  if (kind === 'bath') return `a ${fmt(feet)} ft vanity ${reface ? 'refinished' : 'replaced'}`;
  return `${fmt(feet)} linear ft of ${kind === 'kitchen' ? 'cabinets' : 'built-ins'} ${reface ? 'refaced' : 'replaced'}`;
}

// The room kind priced inside an addition, by the room's numeric id (4 full bathroom, 5 kitchen; the rest dry rooms).
const ADDITION_ROOM_KIND: Readonly<Record<string, RoomKind>> = { '4': 'bath', '5': 'kitchen' };
const ADDITION_ROOM_NOUN: Readonly<Record<string, string>> = { '4': 'full bathroom', '5': 'kitchen', '2': 'bedroom', '187': 'room', '38': 'garage' };

/** A room addition holding the room chosen: the shell, then what is finished inside (a garage is the shell alone). */
function roomAdditionScope(answers: EstimatorAnswers): ProjectScope {
  const room = answers['room-addition-landing'] as string;
  const size = num(answers, 'other-room-addition-size');
  const kind = ADDITION_ROOM_KIND[room] ?? 'living';
  const elements = (answers['interior-types'] as readonly string[] | undefined) ?? [];
  const parts = shellParts(size);
  if (room !== '38') {
    // Cabinet runs as the renovations size them: a kitchen's from its floor area, a bath's vanity 4 or 6 ft.
    const cabinetFt = kind === 'kitchen' ? suggestedCabinetLength('Kitchen-Renovation-Cost', { 'room-size': size }) : kind === 'bath' ? (size >= 80 ? 6 : 4) : 0;
    parts.push(...interiorParts({ kind, sqFt: size, cabinetFt, elements }));
    if (kind !== 'living') parts.push({ name: 'new plumbing', quantity: 1, unitCost: NEW_PLUMBING });
  }
  const quantity = `New ${fmt(size)} sq ft ${ADDITION_ROOM_NOUN[room] ?? 'room'} added`;
  return { parts, permit: 'building', designRate: DESIGN_RATES.drawings, quantity, sizeCategory: null };
}

/** A room project's bill of quantities: renovation, addition or expansion. */
export function roomScope(slug: string, answers: EstimatorAnswers): ProjectScope {
  const { kind, noun } = ROOMS[slug]!;
  const halfBath = slug === 'Half-Bath-Remodel';
  const wet = kind !== 'living';
  const cabinetsFor = (sqFt: number) => suggestedCabinetLength(slug, { ...answers, 'room-size': sqFt });
  const newSpaceElements = wet ? ALL_ELEMENTS : DRY_ROOM_ELEMENTS;

  if (answers.start === 'addition' && answers['room-addition-landing'] !== undefined) return roomAdditionScope(answers);

  if (answers.start === 'addition') {
    const size = num(answers, 'remodel-size');
    const suite = answers['suite-bath'] === 'closet-bath';
    const parts = shellParts(size);
    if (suite) {
      const bedroom = Math.max(0, size - SUITE_BATH_SQ_FT - SUITE_CLOSET_SQ_FT);
      parts.push(...interiorParts({ kind, sqFt: bedroom, cabinetFt: 0, elements: ['flooring', 'lighting', 'walls'] }), ...newBathParts(SUITE_BATH_SQ_FT), {
        name: 'closet system',
        quantity: 1,
        unitCost: CLOSET_SYSTEM,
      });
    } else if (kind === 'bath' && !halfBath) {
      parts.push(...newBathParts(size));
    } else {
      parts.push(...interiorParts({ kind, sqFt: size, cabinetFt: cabinetsFor(size), elements: newSpaceElements, halfBath }));
      if (wet) parts.push({ name: 'new plumbing', quantity: 1, unitCost: NEW_PLUMBING });
    }
    const what = suite ? `primary suite (bedroom, walk-in closet and bath)` : noun;
    return { parts, permit: 'building', designRate: DESIGN_RATES.drawings, quantity: `New ${fmt(size)} sq ft ${what}`, sizeCategory: null };
  }

  if (answers.start === 'expansion') {
    const enlargeInside = answers['room-remodel'] === 'existing';
    // Among several projects the room's size today and the space taken in are asked; alone, the finished size.
    const takenIn = enlargeInside && answers['room-size-addition'] !== undefined;
    const current = enlargeInside ? 0 : num(answers, 'room-size');
    const added = enlargeInside ? 0 : num(answers, 'remodel-size-addition');
    const finished = takenIn ? num(answers, 'room-size') + num(answers, 'room-size-addition') : enlargeInside ? num(answers, 'remodel-size') : current + added;
    const parts = interiorParts({ kind, sqFt: finished, cabinetFt: cabinetsFor(finished), elements: newSpaceElements, halfBath });
    if (wet) parts.push({ name: 'moving fixtures', quantity: 1, unitCost: LAYOUT_MOVE });
    parts.push(...(enlargeInside ? [{ name: 'opening a wall', quantity: 1, unitCost: WALL_REMOVAL }] : shellParts(added)));
    const quantity = enlargeInside
      ? `${noun[0]!.toUpperCase()}${noun.slice(1)} enlarged to ${fmt(finished)} sq ft within the house`
      : `${fmt(current)} sq ft ${noun} renovated, plus a ${fmt(added)} sq ft addition`;
    return { parts, permit: 'building', designRate: DESIGN_RATES.drawings, quantity, sizeCategory: null };
  }

  const size = num(answers, 'room-size');
  const elements = answers['room-types'] as readonly string[];
  const cabinets = elements.includes('cabinets');
  const reface = answers['room-cabinets'] === 'reface';
  const cabinetFt = cabinets ? num(answers, 'cabinet-length') : cabinetsFor(size);
  const layout = answers['room-layout'];
  const bareBasement = answers['basement-finish'] === 'bare';
  const parts = interiorParts({ kind, sqFt: size, cabinetFt, elements, reface, halfBath });
  if (layout === 'moved') parts.push({ name: 'moving fixtures', quantity: 1, unitCost: LAYOUT_MOVE });
  if (layout === 'universal') parts.push({ name: 'universal design', quantity: 1, unitCost: UNIVERSAL_DESIGN });
  if (bareBasement) parts.push({ name: 'basement finishing', quantity: size, unitCost: BASEMENT_FINISHING });
  if (answers['basement-bath'] === 'full') parts.push(...newBathParts(BASEMENT_BATH_SQ_FT), { name: 'sewage ejector', quantity: 1, unitCost: SEWAGE_EJECTOR });

  const changesLayout = layout === 'moved' || layout === 'universal';
  const newCabinets = wet && cabinets && !reface;
  const designRate = changesLayout ? DESIGN_RATES.drawings : newCabinets ? DESIGN_RATES.design : DESIGN_RATES.none;
  const structural = wet || bareBasement || answers['basement-bath'] === 'full';
  const details = [
    cabinets ? cabinetWords(kind, cabinetFt, reface) : null,
    bareBasement ? 'finished from bare space' : null,
    answers['basement-bath'] === 'full' ? 'with a new bathroom' : null,
    layout === 'moved' ? 'fixtures moved' : layout === 'universal' ? 'universal design' : layout === 'same' ? 'same layout' : null,
  ].filter(Boolean);
  return {
    parts,
    permit: structural ? 'building' : elements.includes('lighting') ? 'trade' : 'none',
    designRate,
    quantity: `${fmt(size)} sq ft ${noun}${details.length ? `, ${details.join(', ')}` : ''}`,
    sizeCategory: sizeCategoryOf(num(answers, 'home-size')),
  };
}

import type { EstimatorAnswers, FinishLevel } from '@homeworth/shared-lib/domain';
import { recoupExplanation, recoupMatch } from './recoup-mapping';

// The return comes from the Cost vs. Value project whose scope matches the answers. Expected lines and
// rates are typed from data/REFERENCE.md (2025 national; the bath addition 2024); null means no
// published project matches and no figure may be borrowed. The rows include every case that was
// mapped wrongly before: kitchens by what happens to the cabinets, upscale partial kitchens, bath
// additions, like-for-like HVAC, garage doors in new openings or in pairs, upscale entry doors.

const KITCHEN_ALL = ['cabinets', 'countertops', 'appliances', 'flooring', 'fixtures', 'lighting', 'walls'];
const BATH_ALL = ['cabinets', 'countertops', 'flooring', 'fixtures', 'lighting', 'walls'];

const ROWS: readonly [scope: string, slug: string, finish: FinishLevel, answers: EstimatorAnswers, line: string | null, rate: number | null][] = [
  [
    'midrange kitchen, cabinets refaced, counters and appliances',
    'Kitchen-Renovation-Cost',
    'midrange',
    { start: 'renovation', 'room-size': 200, 'room-types': KITCHEN_ALL, 'room-cabinets': 'reface', 'room-layout': 'same' },
    'Minor kitchen remodel, midrange',
    1.129,
  ],
  [
    'midrange kitchen, every cabinet replaced',
    'Kitchen-Renovation-Cost',
    'midrange',
    { start: 'renovation', 'room-size': 200, 'room-types': KITCHEN_ALL, 'room-cabinets': 'replace', 'room-layout': 'same' },
    'Major kitchen remodel, midrange',
    0.51,
  ],
  [
    'midrange kitchen enlarged into existing space',
    'Kitchen-Renovation-Cost',
    'midrange',
    { start: 'expansion', 'room-remodel': 'existing', 'remodel-size': 250 },
    'Major kitchen remodel, midrange',
    0.51,
  ],
  [
    'midrange kitchen, refaced but fixtures moved',
    'Kitchen-Renovation-Cost',
    'midrange',
    { start: 'renovation', 'room-size': 200, 'room-types': KITCHEN_ALL, 'room-cabinets': 'reface', 'room-layout': 'moved' },
    'Major kitchen remodel, midrange',
    0.51,
  ],
  [
    'basic kitchen, cabinets refaced (follows the midrange minor remodel)',
    'Kitchen-Renovation-Cost',
    'basic',
    { start: 'renovation', 'room-size': 150, 'room-types': KITCHEN_ALL, 'room-cabinets': 'reface', 'room-layout': 'same' },
    'Minor kitchen remodel, midrange',
    1.129,
  ],
  [
    'upscale kitchen, every cabinet replaced',
    'Kitchen-Renovation-Cost',
    'upscale',
    { start: 'renovation', 'room-size': 200, 'room-types': KITCHEN_ALL, 'room-cabinets': 'replace', 'room-layout': 'same' },
    'Major kitchen remodel, upscale',
    0.36,
  ],
  [
    'upscale kitchen, countertops only',
    'Kitchen-Renovation-Cost',
    'upscale',
    { start: 'renovation', 'room-size': 200, 'room-types': ['countertops'], 'room-layout': 'same' },
    null,
    null,
  ],
  [
    'midrange kitchen, flooring only',
    'Kitchen-Renovation-Cost',
    'midrange',
    { start: 'renovation', 'room-size': 200, 'room-types': ['flooring'], 'room-layout': 'same' },
    null,
    null,
  ],
  [
    'upscale kitchen, cabinets refaced',
    'Kitchen-Renovation-Cost',
    'upscale',
    { start: 'renovation', 'room-size': 200, 'room-types': KITCHEN_ALL, 'room-cabinets': 'reface', 'room-layout': 'same' },
    null,
    null,
  ],
  [
    'midrange 5x7 bath, same layout, everything replaced',
    'Bathroom-Renovation-Cost',
    'midrange',
    { start: 'renovation', 'room-size': 35, 'room-types': BATH_ALL, 'room-cabinets': 'replace', 'room-layout': 'same' },
    'Bath remodel, midrange',
    0.8,
  ],
  [
    'upscale bath enlarged to 100 sq ft inside the house',
    'Master-Bathroom-Remodel-Cost',
    'upscale',
    { start: 'expansion', 'room-remodel': 'existing', 'remodel-size': 100 },
    'Bath remodel, upscale',
    0.42,
  ],
  [
    'upscale 35 sq ft bath in the same layout (the one upscale bath figure)',
    'Bathroom-Renovation-Cost',
    'upscale',
    { start: 'renovation', 'room-size': 35, 'room-types': BATH_ALL, 'room-cabinets': 'replace', 'room-layout': 'same' },
    'Bath remodel, upscale',
    0.42,
  ],
  [
    'midrange bath, vanity and lights only (no fixtures or tile)',
    'Bathroom-Renovation-Cost',
    'midrange',
    { start: 'renovation', 'room-size': 40, 'room-types': ['cabinets', 'lighting'], 'room-cabinets': 'replace', 'room-layout': 'same' },
    null,
    null,
  ],
  [
    'midrange 100 sq ft primary bath in the same layout (a bigger bath of the same scope)',
    'Master-Bathroom-Remodel-Cost',
    'midrange',
    { start: 'renovation', 'room-size': 100, 'room-types': BATH_ALL, 'room-cabinets': 'replace', 'room-layout': 'same' },
    'Bath remodel, midrange',
    0.8,
  ],
  [
    'bath made accessible (universal design)',
    'Bathroom-Renovation-Cost',
    'midrange',
    { start: 'renovation', 'room-size': 35, 'room-types': BATH_ALL, 'room-cabinets': 'replace', 'room-layout': 'universal' },
    'Bath remodel, universal design',
    0.61,
  ],
  ['a new bathroom (addition)', 'Bathroom-Renovation-Cost', 'midrange', { start: 'addition', 'remodel-size': 48 }, 'Bath addition, midrange', 0.347],
  ['a new half bath (addition)', 'Half-Bath-Remodel', 'midrange', { start: 'addition', 'remodel-size': 20 }, null, null],
  [
    'primary suite addition with closet and bath',
    'Master-Bedroom-Remodel-Cost',
    'midrange',
    { start: 'addition', 'remodel-size': 384, 'suite-bath': 'closet-bath' },
    'Primary suite addition, midrange',
    0.32,
  ],
  ['bedroom addition without a bath', 'Master-Bedroom-Remodel-Cost', 'midrange', { start: 'addition', 'remodel-size': 300, 'suite-bath': 'bedroom-only' }, null, null],
  ['family room addition', 'Family-Room-Additions', 'midrange', { start: 'addition', 'remodel-size': 300 }, null, null],
  [
    'basement finished from bare space',
    'Basement-Remodel-Cost',
    'midrange',
    { start: 'renovation', 'room-size': 600, 'basement-finish': 'bare', 'room-types': ['flooring', 'lighting', 'walls'], 'basement-bath': 'full' },
    'Basement remodel',
    0.71,
  ],
  [
    'finished basement updated',
    'Basement-Remodel-Cost',
    'midrange',
    { start: 'renovation', 'room-size': 600, 'basement-finish': 'finished', 'room-types': ['flooring'], 'basement-bath': 'no' },
    null,
    null,
  ],
  ['like-for-like gas furnace replacement', 'Furnace-Replacement', 'midrange', { start: 'forced-air', 'forced-air': 'gas', size: 2000 }, null, null],
  ['like-for-like central air replacement', 'Air-Conditioning-Replacement', 'midrange', { start: 'central', size: 2000 }, null, null],
  ['one 16x7 garage door replaced', 'Garage-Door-Replacement', 'midrange', { 'project-scope': 1, 'garage-door-size': 'double' }, 'Garage door replacement', 2.677],
  ['two garage doors replaced', 'Garage-Door-Replacement', 'midrange', { 'project-scope': 2, 'garage-door-size': 'double' }, null, null],
  ['a garage door in a new opening', 'Garage-Door-Installation', 'midrange', { 'project-scope': 1, 'garage-door-size': 'double' }, null, null],
  ['one steel entry door replaced', 'Entry-Door-Installation', 'midrange', { 'project-scope': 1, 'door-material': 'steel' }, 'Entry door replacement, steel', 2.16],
  ['an upscale steel entry door', 'Entry-Door-Installation', 'upscale', { 'project-scope': 1, 'door-material': 'steel' }, null, null],
  ['an upscale solid wood exterior door', 'Exterior-Door-Replacement-Cost', 'upscale', { 'project-scope': 1, 'door-material': 'wood' }, null, null],
  ['a fiberglass door with sidelights', 'Entry-Door-Installation', 'upscale', { 'project-scope': 1, 'door-material': 'grand-entrance' }, 'Grand entrance, fiberglass', 0.85],
  ['a new exterior door opening', 'Exterior-Door-Installation-Cost', 'midrange', { 'project-scope': 1, 'door-material': 'steel' }, null, null],
  [
    'vinyl windows replaced',
    'Window-Replacement',
    'midrange',
    { 'project-scope': 10, 'window-material': 'vinyl', 'window-size': 'standard', 'dual-pane': 'dual' },
    'Window replacement, vinyl',
    0.76,
  ],
  [
    'wood windows replaced (at any finish level)',
    'Window-Replacement',
    'midrange',
    { 'project-scope': 10, 'window-material': 'wood', 'window-size': 'standard', 'dual-pane': 'dual' },
    'Window replacement, wood',
    0.7,
  ],
  ['fiberglass windows', 'Window-Replacement', 'midrange', { 'project-scope': 10, 'window-material': 'fiberglass', 'window-size': 'standard', 'dual-pane': 'dual' }, null, null],
  [
    'windows in new openings',
    'Window-Installation-Cost',
    'midrange',
    { 'project-scope': 2, 'window-material': 'vinyl', 'window-size': 'standard', 'dual-pane': 'dual' },
    null,
    null,
  ],
  ['composite deck at midrange', 'Installing-Deck', 'midrange', { 'project-scope': 320, 'deck-material': 'composite' }, 'Deck addition, composite', 0.89],
  ['wood deck at upscale', 'Installing-Deck', 'upscale', { 'project-scope': 320, 'deck-material': 'wood' }, 'Deck addition, wood', 0.95],
  [
    'asphalt roof torn off',
    'Roofing-Cost-Estimator',
    'midrange',
    { start: 'medium', 'roof-style': 'asphalt', 'roof-area': 2000, 'roof-tear-off': 'tear-off' },
    'Roofing replacement, asphalt shingles',
    0.68,
  ],
  [
    'asphalt roof laid over the old one',
    'Roofing-Cost-Estimator',
    'midrange',
    { start: 'medium', 'roof-style': 'asphalt', 'roof-area': 2000, 'roof-tear-off': 'overlay' },
    null,
    null,
  ],
  [
    'metal roof torn off',
    'Roofing-Cost-Estimator',
    'midrange',
    { start: 'steep', 'roof-style': 'metal', 'roof-area': 2000, 'roof-tear-off': 'tear-off' },
    'Roofing replacement, metal',
    0.5,
  ],
  ['tile roof', 'Roofing-Cost-Estimator', 'midrange', { start: 'medium', 'roof-style': 'tile', 'roof-area': 2000, 'roof-tear-off': 'tear-off' }, null, null],
  ['interior painting', 'Interior-Painting', 'midrange', { 'project-scope': 'walls' }, null, null],
];

describe('recoup mapping: the return follows the Cost vs. Value project whose scope matches', () => {
  it.each(ROWS)('%s (%s, %s)', (_scope, slug, finish, answers, line, rate) => {
    const matched = recoupMatch(slug, finish, answers);
    expect(matched.project?.line ?? null).toBe(line);
    expect(matched.project?.rate ?? null).toBe(rate);
    const sentence = recoupExplanation(matched);
    // One sentence, naming the project and its year, or saying that none matches and why.
    expect(sentence.replace(/vs\. /g, 'vs ').split(/\. /)).toHaveLength(1);
    if (line) expect(sentence).toMatch(new RegExp(`^The return follows Cost vs\\. Value 202[45], "${line}", national: .+\\.$`));
    else expect(sentence).toMatch(/^No published resale figure: .+\.$/);
  });
});

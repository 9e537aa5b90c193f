import { componentRenewedBy } from './permit-work-types';

// Which component each kind of permit renews: only work that replaces a component restarts its age.

const TABLE: ReadonlyArray<readonly [labels: string, description: string, renews: string | null]> = [
  ['Roof|Re-roof', 'Tear-off and re-roof with architectural asphalt shingles', 'roof'],
  ['Roofing', 'Tear-off and re-roof', 'roof'],
  ['Building', 'Re-roof, 28 squares, composition shingles', 'roof'],
  ['Roofing', 'Roof repair after hail, patch 2 squares', null],
  ['HVAC|Furnace', 'Replace gas furnace, same location', 'furnace'],
  ['Mechanical', 'Replace boiler', 'furnace'],
  ['HVAC|Air conditioning', 'Replace condenser and coil, 3 ton', 'airConditioning'],
  ['Mechanical', 'New central air conditioning system', 'airConditioning'],
  ['Plumbing|Water heater', 'Replace 50 gallon tank water heater', 'waterHeater'],
  ['Plumbing', 'Water heater replacement', 'waterHeater'],
  ['Electrical|Service upgrade', 'Upgrade electrical service to 200 A panel', 'electrical'],
  ['Electrical', 'Panel upgrade', 'electrical'],
  ['Electrical', 'Add two outlets in garage', null],
  ['Windows', 'Replace windows with vinyl double-pane units, same size', 'windows'],
  ['Remodel|Kitchen', 'Kitchen remodel: cabinets, counters, non-structural', 'kitchenCabinets'],
  ['Building', 'Kitchen and bath remodel', 'kitchenCabinets'],
  ['Fence', 'New 6 ft wood privacy fence', null],
  ['Building', 'New 6 ft wood privacy fence, replaces old fence', null],
  ['Deck', 'New 12x16 composite deck', null],
  ['Pool', 'In-ground swimming pool with heater', null],
  ['Solar', 'Roof-mounted solar PV, 6.2 kW', null],
  ['Electrical', 'Install photovoltaic system on roof', null],
  ['Addition', 'Two-car garage addition', null],
  ['Addition', 'Bedroom addition with new windows', null],
  ['Demolition', 'Demolish detached garage', null],
  ['Building', 'Interior demo of basement', null],
  ['Plumbing', 'Repair leaking drain line', null],
  ['Plumbing', 'Repipe water supply lines with PEX', 'plumbing'],
  ['Bathroom remodel', 'Replace tub and tile', null],
  ['Other', '', null],
];

describe('permit work types', () => {
  it.each(TABLE)('%s: "%s" renews %s', (labels, description, renews) => {
    expect(componentRenewedBy({ labels, description })).toBe(renews);
  });

  it('reads any letter case and labels given with or without pipes', () => {
    expect(componentRenewedBy({ labels: 'ROOF|RE-ROOF', description: '' })).toBe('roof');
    expect(componentRenewedBy({ labels: 'fence', description: 'NEW FENCE' })).toBeNull();
  });
});

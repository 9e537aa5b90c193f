import type { ClimateZone } from './climate-zone';
import type { HEATING_FUELS, HomeSystems } from './maintenance.schema';

/** A home's main heating fuel. */
export type HeatingFuel = (typeof HEATING_FUELS)[number];

/** What the report knows that the systems' defaults follow. */
export interface ReportedSystems {
  pool: boolean;
  garagePlaces: number;
}

/**
 * The systems assumed until the owner answers (they can correct every one on the plan page):
 * - heating fuel: electricity in climate zones 1-3 and natural gas elsewhere, the most common main
 *   heating fuel of each (U.S. EIA, Residential Energy Consumption Survey 2020: electricity heats most
 *   homes in the South, natural gas most in the Northeast, Midwest and West);
 * - a basement in zones 5 and colder, where footings go below the frost line anyway (U.S. Census
 *   Bureau, Survey of Construction: most new homes in the Northeast and Midwest have basements,
 *   few in the South and West);
 * - pool and garage from the home's facts; central air, as the report assumes one;
 * - no septic tank, well, fireplace, deck, lawn sprinklers or tankless water heater until the owner says so.
 */
export function defaultHomeSystems(reported: ReportedSystems, climate: ClimateZone): HomeSystems {
  return {
    heatingFuel: climate.number <= 3 ? 'electric' : 'gas',
    centralAir: true,
    basement: climate.number >= 5,
    crawlspace: false,
    septic: false,
    well: false,
    pool: reported.pool,
    fireplace: 'none',
    deck: false,
    sprinklers: false,
    garage: reported.garagePlaces > 0,
    tanklessWaterHeater: false,
  };
}

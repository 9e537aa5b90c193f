import { z } from 'zod';
import type { HomePreferences } from '@homeworth/shared-lib/domain';
import { successSchema } from '../../http/envelope';
import { userLimitsSchema } from '../payment';

// Request and response shapes of /api/v1/property: a home and its value.

const text = (max: number) => z.string().trim().max(max);

/** GET /address-suggestions query. */
export const suggestionsQuerySchema = z.object({ q: text(120).min(2) });

export const suggestionsResponseSchema = successSchema(
  z.object({
    suggestions: z.array(z.object({ label: z.string(), address: z.string(), city: z.string(), state: z.string(), zipCode: z.string(), kukunId: z.number().int().nullable() })),
  }),
);

/** POST /kukun-id body: the address to identify. */
export const kukunIdBodySchema = z.object({
  address: text(120).min(1),
  city: text(60),
  state: text(30).min(2),
  zipCode: text(10).min(1),
  unitNumber: text(20).optional(),
});

export const kukunIdResponseSchema = successSchema(
  z.object({
    kukunId: z.number().int().positive(),
    propertyId: z.number().int().positive(),
    propertyList: z.array(z.object({ kukunId: z.number().int().positive() })),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    unitNumber: z.string(),
  }),
);

/** A positive kukunId in a path. */
export const kukunIdParamsSchema = z.object({ kukunId: z.coerce.number().int().positive().max(2_147_483_647) });

/** A userPropertyId in a path. */
export const userPropertyParamsSchema = z.object({ userPropertyId: z.coerce.number().int().positive().max(2_147_483_647) });

/** GET /properties/:kukunId/score: the condition score (0-100) and the current value in dollars. */
export const scoreResponseSchema = successSchema(z.object({ kukunId: z.number().int().positive(), conditionScore: z.number(), propertyValue: z.number() }));

/** An active building permit near a home (providers' NeighborhoodPermit) and its distance in miles. */
const nearbyPermitSchema = z
  .strictObject({
    id: z.string(),
    address: z.string(),
    projectType: z.string(),
    permitDate: z.string(),
    status: z.enum(['Issued', 'In review', 'Inspection']),
    jobValue: z.number(),
    companyName: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    distance: z.number(),
  })
  .meta({ id: 'NearbyPermit' });

/** GET /properties/:kukunId/neighborhood-projects (the home report's schema is in report.schema.ts). Strict: a field the service adds fails the tests. */
export const neighborhoodProjectsResponseSchema = successSchema(
  z
    .strictObject({
      kukunId: z.number().int(),
      center: z.strictObject({ latitude: z.number(), longitude: z.number(), address: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }),
      dataSource: z.strictObject({ provider: z.string(), isSample: z.boolean(), source: z.string().optional() }),
      projectTypes: z.array(z.string()),
      permits: z.array(nearbyPermitSchema),
      /** tiles: the API serves the configured map provider's tiles; otherwise the map draws schematic streets. */
      map: z.strictObject({ tiles: z.boolean() }),
    })
    .meta({ id: 'NeighborhoodProjects', description: 'Nearby active permits and their project types' }),
);

/** 304: the caller's copy (its If-None-Match ETag) is current; no body. */
export const notModifiedSchema = z.undefined().meta({ description: 'Not modified: the ETag in If-None-Match is current (no body)' });

export const userLimitsResponseSchema = successSchema(userLimitsSchema);

/** A home in the user's homes, as the API shows it. */
export const userPropertySchema = z.object({
  userPropertyId: z.number().int(),
  claimed: z.boolean(),
  isSavedAddress: z.boolean(),
  isPaidAddress: z.boolean(),
  tier: z.enum(['free', 'saved', 'paid']),
  property: z.object({
    propertyId: z.number().int(),
    kukunId: z.number().int(),
    address: z.string(),
    unitNumber: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
  }),
});

export const userPropertiesResponseSchema = successSchema(z.object({ properties: z.array(userPropertySchema) }));

/** POST /user-properties body. */
export const addUserPropertyBodySchema = z.object({ kukunId: z.number().int().positive().max(2_147_483_647) });

export const addUserPropertyResponseSchema = successSchema(z.object({ home: userPropertySchema, created: z.boolean(), limits: userLimitsResponseSchema.shape.message }));

export const claimResponseSchema = successSchema(z.object({ home: userPropertySchema }));
export const deletedResponseSchema = successSchema(z.object({ deleted: z.literal(true) }));

/** POST /user-properties/{id}/upgrade-to-paid answer: the home, whether an address was used now, and the limits after. */
export const upgradeToPaidResponseSchema = successSchema(z.object({ home: userPropertySchema, upgraded: z.boolean(), limits: userLimitsResponseSchema.shape.message }));

const homePreferencesSchema = z.object({
  valueChangeAlerts: z.boolean(),
  nearbyPermitAlerts: z.boolean(),
  maintenanceReminders: z.boolean(),
}) satisfies z.ZodType<HomePreferences>;

/** PUT /user-properties/{id}/preferences body: every preference, as booleans (no "true" strings). */
export const homePreferencesBodySchema = homePreferencesSchema.strict();
export const homePreferencesResponseSchema = successSchema(z.object({ preferences: homePreferencesSchema }));

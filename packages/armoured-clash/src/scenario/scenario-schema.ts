import { z } from 'zod';
import { TERRAIN_FEATURES } from '../battlefield/terrain.js';
import { UNIT_TYPES } from '../profile/unit-type.js';

/** The file format tag of a scenario: a battlefield with terrain and placed units. */
export const SCENARIO_FORMAT = 'warroom.scenario/1';

/** rulebook p.53 Establish Parameters: a Battlefield can never be smaller than 36" x 36". */
export const SMALLEST_BATTLEFIELD_EDGE = 36;

/**
 * rulebook p.53: Generals may use a larger Battlefield than the recommended
 * one (at most 72" at Cataclysm scale); not a rule, a guard against absurd
 * files: twelve feet.
 */
export const LARGEST_EDGE = 144;

const inches = z.number().finite();
const pointSchema = z.tuple([inches, inches]);

const area = z.union([
  z.strictObject({
    rectangle: z.strictObject({
      centre: pointSchema,
      width: z.number().positive(),
      depth: z.number().positive(),
      /** Degrees, counter-clockwise from +x. */
      facing: z.number().finite().default(0),
    }),
  }),
  z.strictObject({
    circle: z.strictObject({ centre: pointSchema, radius: z.number().nonnegative() }),
  }),
  z.strictObject({ polygon: z.array(pointSchema).min(3) }),
]);

const terrainPiece = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1).optional(),
  size: z.number().int().min(0),
  features: z.array(z.enum(TERRAIN_FEATURES as [string, ...string[]])),
  area,
  /** A Defensible Building (rulebook p.43): its centre point (default: the area's) and model limit. */
  defensible: z
    .strictObject({
      centre: pointSchema.optional(),
      modelLimit: z.number().int().positive().optional(),
    })
    .optional(),
  /** The unit Garrisoning it (a unit id; that unit's models are then left off the table). */
  garrison: z.string().min(1).optional(),
});

const base = z.union([
  z.strictObject({ width: z.number().positive(), depth: z.number().positive() }),
  z.strictObject({ diameter: z.number().positive() }),
  /** glossary Extended Footprint: the outline of base and hull, around the centre point, facing +x. */
  z.strictObject({ outline: z.array(pointSchema).min(3) }),
]);

const range = z.strictObject({ short: z.number().nonnegative(), long: z.number().nonnegative() });

const modelPlacement = z.strictObject({
  id: z.string().min(1),
  at: pointSchema,
  /** Degrees, counter-clockwise from +x; 90 faces up the table. */
  facing: z.number().finite().default(90),
  officer: z.boolean().optional(),
});

const unit = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1).optional(),
  side: z.enum(['a', 'b']),
  type: z.enum(UNIT_TYPES as [string, ...string[]]),
  category: z.enum(['light', 'heavy', 'aerial']),
  size: z.number().int().min(0),
  formation: z.enum(['close', 'open']),
  rules: z.array(z.string().min(1)).default([]),
  base,
  /** Short and Long Range of its Ranged Attack rows, by target category. */
  ranges: z
    .strictObject({ light: range.optional(), heavy: range.optional(), aerial: range.optional() })
    .default({}),
  models: z.array(modelPlacement).min(1),
});

export const scenarioSchema = z.strictObject({
  format: z.literal(SCENARIO_FORMAT),
  name: z.string().optional(),
  battlefield: z.strictObject({
    width: z.number().min(SMALLEST_BATTLEFIELD_EDGE).max(LARGEST_EDGE),
    depth: z.number().min(SMALLEST_BATTLEFIELD_EDGE).max(LARGEST_EDGE),
  }),
  terrain: z.array(terrainPiece).default([]),
  units: z.array(unit).default([]),
});

export type ScenarioFile = z.infer<typeof scenarioSchema>;

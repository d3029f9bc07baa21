import { z } from 'zod';
import { deckDefinitionSchema } from '../../cards/deck-definition.js';
import { HAND_LIMIT } from '../../cards/command-deck.js';
import type { ArmamentsGrid } from '../../profile/armaments.js';
import {
  type GridRowValues,
  gridColumnsProblems,
  rowValuesProblems,
} from '../../profile/grid-checks.js';
import { UNIT_TYPES } from '../../profile/unit-type.js';
import { scenarioSchema } from '../../scenario/scenario-schema.js';
import { zoneArea } from '../clash.js';

/**
 * The shape of a `GameSetup` (game/army.ts) as a record carries it: every
 * field the engine reads, so that a setup that does not fit is refused with
 * its path before the game starts rather than failing inside it. Unknown
 * fields are let through (the setup is used as given, never as parsed).
 */

const inches = z.number().finite();
const at = z.tuple([inches, inches]);
/** rulebook p.8: a Deployment Zone, a convex polygon (as `zoneArea` reads it). */
const polygon = z.array(at).superRefine((zone, context) => {
  try {
    zoneArea(zone);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    context.addIssue({ code: 'custom', message: error.message });
  }
});
const side = z.enum(['a', 'b']);
const edge = z.enum(['north', 'south', 'east', 'west']);
const clashId = z.enum([
  'pitchedBattle',
  'supplyDrop',
  'lordOfTheManor',
  'findTheLady',
  'flankingManoeuvres',
]);
const count = z.number().int().nonnegative();
const ruleRef = z.object({ name: z.string().min(1), x: z.number().finite().optional() });
/**
 * Not rules but guards against absurd files, which would make the engine roll
 * or place more than it can hold: far beyond any profile's Attack Dice, any
 * unit's models and any Damage Limit.
 */
const MOST_ATTACK_DICE = 1000;
const MOST_MODELS = 1000;
const MOST_DAMAGE_LIMIT = 1000;

const dice = z.array(count.max(MOST_ATTACK_DICE));

const rowDice = { dice, alternateDice: dice.optional(), qualities: z.array(ruleRef) };

/** An Armaments Grid row (rulebook p.13): Ranged, or Melee and Impact. */
const armamentsRow = z.discriminatedUnion('attack', [
  z.object({
    attack: z.literal('ranged'),
    target: z.enum(['light', 'heavy', 'aerial']),
    range: z.object({ short: z.number().nonnegative(), long: z.number().nonnegative() }),
    ...rowDice,
  }),
  z.object({ attack: z.enum(['melee', 'impact']), ...rowDice }),
]);

/**
 * rulebook p.13 Armaments Grid: each row gives one value per column, and a
 * grid has a column for every count of models the unit can have, or every
 * Damage a Behemoth can suffer (rulebook p.49): the checks an ORBAT's grid
 * gets too (profile/grid-checks.ts), each with its path in the unit.
 */
function armamentsProblems(unit: {
  readonly models: number;
  readonly damageLimit: number;
  readonly armaments: ArmamentsGrid & { readonly rows: readonly GridRowValues[] };
}): { path: (string | number)[]; message: string }[] {
  const { armaments } = unit;
  const rows = armaments.rows.flatMap((row, index) =>
    rowValuesProblems(row, armaments.columns.length).map(({ field, message }) => ({
      path: ['armaments', 'rows', index, field],
      message,
    })),
  );
  const bounds = { mostModels: unit.models, damageLimit: unit.damageLimit };
  const columns = gridColumnsProblems(armaments, bounds).map((message) => ({
    path: ['armaments', 'columns'],
    message,
  }));
  return [...rows, ...columns];
}

/**
 * A column's highest count: a column printed "6+" has none, Infinity in
 * memory, which JSON writes as null (profile/armaments.ts GridColumn).
 */
const columnTo = z.union([count, z.null()]).transform((to) => to ?? Number.POSITIVE_INFINITY);

/** An `ArmyUnit`: a unit's profile, its models and Victory Points Rating. */
const armyUnit = z
  .object({
    id: z.string().min(1),
    name: z.string(),
    type: z.enum(UNIT_TYPES as [string, ...string[]]),
    category: z.enum(['light', 'heavy', 'aerial']),
    size: count,
    formation: z.enum(['close', 'open']),
    speed: z.number().nonnegative(),
    defence: z.number().int().positive(),
    damageLimit: z.number().int().positive().max(MOST_DAMAGE_LIMIT),
    discipline: z.number().int(),
    breakLimit: count.optional(),
    traits: z.array(z.string()),
    specialRules: z.array(ruleRef),
    armaments: z.object({
      readsBy: z.enum(['models', 'damage']),
      columns: z.array(z.object({ from: count, to: columnTo })),
      rows: z.array(armamentsRow),
    }),
    footprint: z.object({
      width: z.number().positive(),
      depth: z.number().positive(),
      outline: z.array(at).min(1).optional(),
    }),
    models: z.number().int().positive().max(MOST_MODELS),
    victoryPoints: z.number().finite(),
    reinforcement: z.enum(['basic', 'reinforced', 'fullStrength']).optional(),
    embarkedOn: z.string().min(1).optional(),
    loadedOn: z.string().min(1).optional(),
    towedBy: z.string().min(1).optional(),
  })
  .superRefine((unit, context) => {
    for (const problem of armamentsProblems(unit)) context.addIssue({ code: 'custom', ...problem });
  });

const generalSetup = z.object({
  name: z.string(),
  units: z.array(armyUnit),
  deck: deckDefinitionSchema,
  rearEdge: edge,
  zone: polygon,
});

const objectiveMarker = z.object({
  id: z.string().min(1),
  at,
  role: z.enum(['primary', 'secondary']).optional(),
  building: z.string().min(1).optional(),
});

/** The terrain pieces as a scenario gives them, without the scenario's default (a setup always lists them). */
const terrain = scenarioSchema.shape.terrain.unwrap();
const zoneAndEdge = z.object({ rearEdge: edge, zone: polygon });

const cardDraw = {
  draws: z.array(z.object({ a: count, b: count })),
  winner: side,
};

export const gameSetupSchema = z.object({
  scale: z.enum(Object.keys(HAND_LIMIT) as [keyof typeof HAND_LIMIT]),
  rounds: z.number().int().positive(),
  battlefield: z.object({ width: z.number().positive(), depth: z.number().positive() }),
  terrain,
  clash: clashId.optional(),
  clashDrawn: z.object({ seed: z.union([z.number(), z.string()]) }).optional(),
  clashChosen: z.object({ ...cardDraw, clash: clashId }).optional(),
  clashToChoose: z
    .array(
      z.object({
        clash: clashId,
        rounds: z.number().int().positive(),
        terrain,
        objectives: z.array(objectiveMarker),
        supplyDropPlacement: z.literal(true).optional(),
        generals: z.object({ a: zoneAndEdge, b: zoneAndEdge }),
      }),
    )
    .optional(),
  objectives: z.array(objectiveMarker).optional(),
  generals: z.object({ a: generalSetup, b: generalSetup }),
  terrainPlacement: z.object({ pieces: terrain }).optional(),
  generalDraw: z.literal(true).optional(),
  supplyDropPlacement: z.literal(true).optional(),
  portalLimit: count.optional(),
});

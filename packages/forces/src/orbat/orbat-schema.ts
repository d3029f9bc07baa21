import { UNIT_TYPES } from '@warroom/armoured-clash';
import { z } from 'zod';
import { COLUMN_HEADING } from './grid-columns.js';
import { TARGET_CATEGORIES } from './orbat.js';
import { BATTLEGROUP_KINDS, FORMATIONS } from './vocabulary.js';

/** The file format tag of an ORBAT. */
export const ORBAT_FORMAT = 'warroom.orbat/1';

export const idSchema = z
  .string()
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'an id is lower-case words joined by hyphens, e.g. "rifle-platoon"',
  );
const text = z.string().trim().min(1);
const count = z.number().int().nonnegative();
const inches = z.number().nonnegative();
const dice = z.array(count).min(1);

const level = z.strictObject({
  models: z.number().int().min(1),
  points: count,
  victoryPoints: count,
});

const levels = z
  .strictObject({
    basic: level.exactOptional(),
    reinforced: level.exactOptional(),
    fullStrength: level.exactOptional(),
  })
  .refine((l) => Object.keys(l).length > 0, 'a unit has at least one Reinforcement level');

const rangedRow = z.strictObject({
  attack: z.literal('ranged'),
  target: z.enum(TARGET_CATEGORIES),
  range: z
    .strictObject({ short: inches, long: inches })
    .refine((r) => r.short <= r.long, 'Short Range cannot be longer than Long Range'),
  dice,
  alternateDice: dice.exactOptional(),
  qualities: z.array(text).default([]),
});

const closeQuartersRow = z.strictObject({
  attack: z.enum(['melee', 'impact']),
  dice,
  alternateDice: dice.exactOptional(),
  qualities: z.array(text).default([]),
});

const armaments = z.strictObject({
  readsBy: z.enum(['models', 'damage']),
  columns: z
    .array(
      z.string().regex(COLUMN_HEADING, 'a column heading is a count or a band: "3", "1-2" or "6+"'),
    )
    .min(1),
  rows: z.array(z.discriminatedUnion('attack', [rangedRow, closeQuartersRow])),
});

const unit = z.strictObject({
  id: idSchema,
  name: text,
  type: z.enum(UNIT_TYPES),
  category: z.enum(TARGET_CATEGORIES),
  size: count,
  formation: z.enum(FORMATIONS),
  speed: inches,
  defence: count,
  damageLimit: z.number().int().min(1),
  discipline: count,
  breakLimit: count.exactOptional(),
  traits: z.array(text).default([]),
  specialRules: z.array(text).default([]),
  armaments,
  levels,
  footprint: z.strictObject({
    kind: z.enum(['base', 'hull']),
    width: z.number().positive(),
    depth: z.number().positive(),
    /** glossary: Extended Footprint: the main body seen from above, [x, y] from the base's centre (x right, y front). */
    hull: z
      .array(z.tuple([z.number(), z.number()]))
      .min(3, 'a hull outline has at least 3 points')
      .exactOptional(),
  }),
  maxPerForce: z.number().int().min(1).exactOptional(),
  onlyInBattlegroups: z.array(idSchema).min(1).exactOptional(),
  anyReinforcementLevel: z.boolean().default(false),
});

const requirement = z
  .strictObject({
    unitTypes: z.array(z.enum(UNIT_TYPES)).min(1).exactOptional(),
    traits: z.array(text).min(1).exactOptional(),
    units: z.array(idSchema).min(1).exactOptional(),
    min: count.exactOptional(),
    max: count.exactOptional(),
  })
  .refine(
    (r) => r.unitTypes !== undefined || r.traits !== undefined || r.units !== undefined,
    'a requirement names unitTypes, traits or units',
  )
  .refine((r) => r.min !== undefined || r.max !== undefined, 'a requirement has a min or a max')
  .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, {
    message: 'min is more than max',
    path: ['min'],
  });

const battlegroup = z.strictObject({
  id: idSchema,
  name: text,
  kind: z.enum(BATTLEGROUP_KINDS),
  requirements: z.array(requirement).min(1),
  maxPerForce: z.number().int().min(1).exactOptional(),
  anyReinforcementLevel: z.boolean().default(false),
  notes: text.exactOptional(),
});

const kindLimit = z.strictObject({
  max: count.exactOptional(),
  perFactionBattlegroup: count.exactOptional(),
});

export const orbatSchema = z.strictObject({
  format: z.literal(ORBAT_FORMAT),
  faction: text,
  name: text,
  /** True for placeholder values, not the official ORBAT. */
  sample: z.boolean(),
  notice: text.exactOptional(),
  /** The faction's Command & Conquest deck: a deck definition file, relative to the ORBAT file. */
  commandDeck: text.exactOptional(),
  battlegroupLimits: z
    .strictObject({ auxiliary: kindLimit.exactOptional(), heroic: kindLimit.exactOptional() })
    .default({}),
  units: z.array(unit).min(1),
  battlegroups: z.array(battlegroup).min(1),
});

export type OrbatJson = z.output<typeof orbatSchema>;
export type UnitJson = OrbatJson['units'][number];
export type BattlegroupJson = OrbatJson['battlegroups'][number];

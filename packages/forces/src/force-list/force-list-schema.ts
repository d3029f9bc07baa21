import { z } from 'zod';
import { REINFORCEMENT_LEVELS } from '../orbat/vocabulary.js';
import { FORCE_SCALES } from './force-scale.js';

/** The file format tag of a force list. */
export const FORCE_LIST_FORMAT = 'warroom.force-list/1';

const text = z.string().trim().min(1);
const tag = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
    'a tag is letters, digits, "-" and "_", e.g. "transport-1"',
  );

const listedUnit = z.strictObject({
  /** The unit's id or its name in the ORBAT. */
  unit: text,
  level: z.enum(REINFORCEMENT_LEVELS),
  /** A name for the unit within this list, for embarkations to refer to. */
  tag: tag.exactOptional(),
  /** The Points Value the list was written with; checked against the ORBAT. */
  points: z.number().int().nonnegative().exactOptional(),
  /** Declared Embarked on the Transport unit with this tag at deployment (rulebook p.46). */
  embarkedOn: tag.exactOptional(),
  /** Declared Loaded on the Carrier (X) or Heavy Carrier (X) unit with this tag (glossary). */
  loadedOn: tag.exactOptional(),
  /** Nominated, before Deployment, to be Towed by the unit with this tag, which has Tow (glossary: Tow). */
  towedBy: tag.exactOptional(),
  /** A Fireteam attached to the unit with this tag, its Parent Unit, in the same Battlefield Element (glossary: Parent Unit (X)). */
  attachedTo: tag.exactOptional(),
  notes: text.exactOptional(),
});

const listedBattlegroup = z.strictObject({
  /** The battlegroup's id or its name in the ORBAT. */
  battlegroup: text,
  /** The General's own name for it, e.g. "1st Rifles". */
  name: text.exactOptional(),
  units: z.array(listedUnit),
  notes: text.exactOptional(),
});

export const forceListSchema = z.strictObject({
  format: z.literal(FORCE_LIST_FORMAT),
  name: text.exactOptional(),
  faction: text,
  forceScale: z.enum(FORCE_SCALES),
  /** Default: the Force Scale's (rulebook p.52). */
  pointsLimit: z.number().int().positive().exactOptional(),
  battlegroups: z.array(listedBattlegroup).min(1, 'a Force has at least one Battlegroup'),
  notes: text.exactOptional(),
});

export type ForceList = z.output<typeof forceListSchema>;
export type ListedBattlegroup = ForceList['battlegroups'][number];
export type ListedUnit = ListedBattlegroup['units'][number];

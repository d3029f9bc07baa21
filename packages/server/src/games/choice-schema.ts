import type { Choice } from '@warroom/armoured-clash';
import { z } from 'zod';

const id = z.string().min(1);
const number = z.number().refine(Number.isFinite, 'must be a finite number');
const at = z.tuple([number, number]);
const side = z.enum(['a', 'b']);
const placed = { unit: id, at, facing: number };
/** A card id from the hand, issued as a Command with the choice (docs/protocol.md). */
const command = z.number().int().exactOptional();
/** rulebook p.16 Moving a Unit: the points a move passes before its end (its legs). */
const via = z.array(at).exactOptional();

/**
 * The shape of every choice the engine knows (docs/protocol.md), checked before
 * the engine sees it, so that a malformed one is refused with where it is wrong.
 * Fields a kind gains in the engine (Soar, Overcharge, Precision…) pass through
 * untouched to the engine's own shape check (checkChoiceShape), which refuses
 * what is malformed there: the fields named here are checked early only to say
 * where a request is wrong. Whether it is legal is the engine's to say.
 */
const KNOWN = {
  // rulebook p.56 Placing Terrain.
  placeTerrain: z.looseObject({ kind: z.literal('placeTerrain'), piece: id, at, facing: number }),
  stopTerrain: z.looseObject({ kind: z.literal('stopTerrain') }),
  // rulebook p.60 Supply Drop: a Strategic Objective Marker placed.
  placeObjective: z.looseObject({ kind: z.literal('placeObjective'), at }),
  deploy: z.looseObject({ kind: z.literal('deploy'), ...placed }),
  reserve: z.looseObject({ kind: z.literal('reserve'), unit: id }),
  deployReserve: z.looseObject({ kind: z.literal('deployReserve'), ...placed }),
  stopReserves: z.looseObject({ kind: z.literal('stopReserves') }),
  // glossary: Vanguard (X"): a free Advance, broken into legs like an Advance.
  vanguardAdvance: z.looseObject({ kind: z.literal('vanguardAdvance'), ...placed, via }),
  giveInitiative: z.looseObject({ kind: z.literal('giveInitiative'), to: side }),
  bid: z.looseObject({ kind: z.literal('bid'), card: z.number().int() }),
  surrender: z.looseObject({ kind: z.literal('surrender') }),
  discard: z.looseObject({ kind: z.literal('discard'), cards: z.array(z.number().int()) }),
  activate: z.looseObject({
    kind: z.literal('activate'),
    unit: id,
    command,
    // glossary: Portal Mastery (X): its Special Command, issued with a card id of the hand.
    portalMastery: command,
  }),
  advance: z.looseObject({ kind: z.literal('advance'), at, facing: number, command, via }),
  doubleTime: z.looseObject({
    kind: z.literal('doubleTime'),
    at,
    facing: number,
    command,
    via,
  }),
  aim: z.looseObject({ kind: z.literal('aim') }),
  hold: z.looseObject({ kind: z.literal('hold') }),
  rangedAttack: z.looseObject({
    kind: z.literal('rangedAttack'),
    target: id,
    command,
    // glossary: Spotters — the Spotting unit nominated for an Indirect attack.
    spotter: id.exactOptional(),
  }),
  charge: z.looseObject({ kind: z.literal('charge'), target: id, at, facing: number, via }),
  opportunityFire: z.looseObject({ kind: z.literal('opportunityFire'), unit: id, command }),
  noReaction: z.looseObject({ kind: z.literal('noReaction') }),
  closeQuartersAttack: z.looseObject({ kind: z.literal('closeQuartersAttack'), command }),
  takeCover: z.looseObject({ kind: z.literal('takeCover') }),
  goOnLookout: z.looseObject({ kind: z.literal('goOnLookout') }),
  reArm: z.looseObject({ kind: z.literal('reArm') }),
  // rulebook pp.62-63 Find the Lady: Scour the Field at a Strategic Objective Marker.
  scourTheField: z.looseObject({ kind: z.literal('scourTheField'), marker: id }),
} satisfies Partial<Record<Choice['kind'], z.ZodType<Choice>>>;

const anyChoice = z.looseObject({ kind: z.string().min(1) });

/**
 * Reads a choice from a request. A kind the server does not know yet (the engine
 * gained one) is passed on as it is: the engine refuses it if it is not legal.
 */
export function parseChoice(input: unknown): { choice: Choice } | { issues: z.core.$ZodIssue[] } {
  const kind = (input as { kind?: unknown } | null)?.kind;
  const schema =
    typeof kind === 'string' && Object.hasOwn(KNOWN, kind)
      ? KNOWN[kind as keyof typeof KNOWN]
      : anyChoice;
  const parsed = schema.safeParse(input);
  return parsed.success ? { choice: parsed.data as Choice } : { issues: parsed.error.issues };
}

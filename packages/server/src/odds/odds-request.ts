import {
  type Attack,
  type CombatRating,
  type RuleRef,
  type SuppressionQuery,
  faceSet,
} from '@warroom/armoured-clash';
import { z } from 'zod';

/** Most dice the calculator takes (the exact odds grow with the square of the dice), as the CLI. */
const MOST_DICE = 300;

/** Weapon qualities the Odds page offers: none of them needs a fact besides the attack. */
export const ODDS_QUALITIES = [
  'Arc',
  'Devastating',
  'Penetrating',
  'Torrent',
  'Suppressive',
  'Seismic',
  'Cryo',
  'Trap',
  'Lock On',
] as const;

/** The target's special rules (and states) the Odds page offers. */
export const ODDS_TARGET_RULES = [
  'Durable',
  'Resilient (Front)',
  'Melee Masters',
  'Automata',
  'Pavises',
  'Hover',
  'Taking Cover',
  'Garrisoned',
] as const;

const count = (least: number, most: number) => z.number().int().min(least).max(most);

/** `POST /api/odds`: an attack as the Odds page (or any client) describes it. */
export const oddsRequestSchema = z.strictObject({
  dice: count(0, MOST_DICE),
  rating: z.enum(['weakened', 'neutral', 'improved']).default('neutral'),
  closeQuarters: z.boolean().default(false),
  defence: count(1, 99),
  damageLimit: count(1, 99).default(1),
  models: count(1, 1000).default(1000),
  damage: count(0, 99).default(0),
  veteran: count(0, 12).optional(),
  qualities: z.array(z.enum(ODDS_QUALITIES)).default([]),
  targetRules: z.array(z.enum(ODDS_TARGET_RULES)).default([]),
  concealed: z.boolean().default(false),
  /** glossary: Overcharge: declared; the top card of the sample deck adds its Value in dice. */
  overcharge: z.boolean().default(false),
  /** glossary: Precision: the attacking General picks the target's Officer first (a unit of 2 or more models). */
  precisionOfficer: z.boolean().default(false),
  suppression: z
    .strictObject({
      discipline: count(-99, 99),
      breakLimit: count(0, 1000).optional(),
      suppressed: z.boolean().default(false),
      /** How many cards of each Value 1..12 are left in the deck; default the whole sample deck. */
      deck: z
        .array(count(0, 99))
        .length(12)
        .refine((counts) => counts.some((n) => n > 0), 'the deck holds no cards')
        .optional(),
    })
    .optional(),
});

export type OddsRequest = z.output<typeof oddsRequestSchema>;

const refs = (names: readonly string[]): RuleRef[] => names.map((name) => ({ name }));

/**
 * The attack a request describes, built the way `warroom odds` builds it from
 * its flags (packages/cli/src/commands/attack-flags.ts): a Ranged Attack
 * unless Close Quarters, the attacker within the target's Front Arc.
 */
export function attackOfRequest(request: OddsRequest): Attack {
  const kind = request.closeQuarters ? 'closeQuarters' : 'ranged';
  const garrisoned = request.targetRules.includes('Garrisoned');
  // A Garrisoned unit always counts as Concealed against Ranged Attacks (rulebook p.44).
  const concealed = request.concealed || (garrisoned && kind === 'ranged');
  const rating: CombatRating = request.rating;
  return {
    weapon: {
      dice: request.dice,
      qualities: refs(
        request.overcharge ? [...request.qualities, 'Overcharge'] : request.qualities,
      ),
      attack: request.closeQuarters ? 'melee' : 'ranged',
    },
    attackerRules: request.veteran === undefined ? [] : [{ name: 'Veteran', x: request.veteran }],
    target: {
      defence: request.defence,
      damageLimit: request.damageLimit,
      models: request.models,
      damage: request.damage,
      category: 'heavy',
      type: 'armour',
      traits: [],
      rules: refs(request.targetRules),
    },
    situation: {
      kind,
      rating,
      withinShortRange: false,
      concealed,
      bonusRerolls: faceSet(),
      attackerInTargetFrontArc: true,
      lineOfSightCrossesTargetObstacle: false,
      charged: false,
      targetOutsideFrontArc: false,
      attackerConfirmedVisibility: true,
      targetNearPortalMarker: false,
    },
  };
}

/** rulebook p.34 Disordered: the unit's Discipline modifier. */
const DISORDERED = -1;

/**
 * The Suppression Test the request asks about, over `sampleDeck` unless it
 * gives the deck; with the Officer picked by Precision (`precisionOfficer`),
 * the unit loses it with the first model Destroyed and tests Disordered
 * (rulebook p.35 Loss of an Officer) while a model is left.
 */
export function suppressionOfRequest(
  request: OddsRequest,
  sampleDeck: readonly number[],
): SuppressionQuery | undefined {
  const s = request.suppression;
  if (s === undefined) return undefined;
  const morale = {
    discipline: s.discipline,
    suppressed: s.suppressed,
    activated: false,
    ...(s.breakLimit === undefined ? {} : { breakLimit: s.breakLimit }),
  };
  const officerLost =
    request.precisionOfficer && request.models > 1
      ? { after: 1, morale: { ...morale, discipline: s.discipline + DISORDERED } }
      : undefined;
  return {
    morale,
    // CardValueCounts are indexed by Value: index 0 (no card has Value 0) is empty.
    deck: s.deck === undefined ? sampleDeck : [0, ...s.deck],
    ...(officerLost === undefined ? {} : { officerLost }),
  };
}

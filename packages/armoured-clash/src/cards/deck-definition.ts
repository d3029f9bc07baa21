import { z } from 'zod';
import { MAX_CARD_VALUE, MIN_CARD_VALUE } from './card-values.js';

/** The file format tag of a Command & Conquest deck definition. */
export const DECK_FORMAT = 'warroom.cnc-deck/1';

const faceName = z.enum(['heroicStrike', 'strike', 'glancingStrike', 'miss', 'blank']);

/** Effects of a Command a program can apply; a Command whose effect is not listed is text only. */
const commandEffect = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('combatRatingBonus'),
    /** Which attacks the bonus is for: Ranged, Close Quarters, or every attack. */
    attack: z.enum(['ranged', 'closeQuarters', 'everyAttack']),
  }),
  z.object({
    kind: z.literal('disciplineModifier'),
    amount: z.number().int(),
    tests: z.enum(['allDisciplineTests', 'suppressionTests', 'rallyTests']),
  }),
  z.object({ kind: z.literal('bonusReroll'), faces: z.array(faceName).min(1) }),
  z.object({ kind: z.literal('movementBonus'), inches: z.number().positive() }),
  z.object({ kind: z.literal('recoverDamage'), amount: z.number().int().positive() }),
  /** The unit the Command is issued to gains a Status (rulebook p.30: Dig In, Taking Cover; Covering Fire, On Lookout). */
  z.object({ kind: z.literal('gainStatus'), status: z.enum(['takingCover', 'onLookout']) }),
]);

/**
 * The named moments of the game a Command can be issued at (rulebook p.37: the
 * card's Condition; game/commands/command-moments.ts says where each is played).
 */
export const COMMAND_MOMENTS = [
  'activationStarts',
  'disciplineTest',
  'doubleTime',
  'rangedAttackDeclared',
  'closeQuartersAttackDeclared',
  'attackRerolls',
  'enemyEndsMove',
  'targetedByRangedAttack',
] as const;

/** The Unit Types a Command's Condition may name ("one of your Armour units"). */
const unitType = z.enum([
  'infantry',
  'cavalry',
  'fieldGun',
  'armour',
  'artillery',
  'rotorcraft',
  'aircraft',
  'fortification',
]);

/** Machine-readable Triggers of a Conquest Objective (rulebook p.40); one not listed is text only. */
const conquestTrigger = z.discriminatedUnion('kind', [
  /** You Annihilate an enemy unit with a Heavy or Light Target (Ranged) Attack. */
  z.object({ kind: z.literal('annihilate'), attack: z.enum(['heavy', 'light']) }),
  /** An enemy unit Breaks. */
  z.object({ kind: z.literal('enemyBreaks') }),
  /** An enemy unit Falls Back. */
  z.object({ kind: z.literal('enemyFallsBack') }),
  /** In the End Phase: one of your units within X" of the battlefield's centre, and no enemy unit. */
  z.object({ kind: z.literal('holdTheCentre'), within: z.number().positive() }),
  /** In the End Phase: one of your units wholly within the opposing General's Deployment Zone. */
  z.object({ kind: z.literal('deepStrike') }),
]);

const victoryPoints = z.union([
  z.number().int().nonnegative(),
  z.object({
    basic: z.number().int().nonnegative(),
    reinforced: z.number().int().nonnegative(),
    fullStrength: z.number().int().nonnegative(),
  }),
]);

const card = z.strictObject({
  id: z.string().min(1),
  value: z.number().int().min(MIN_CARD_VALUE).max(MAX_CARD_VALUE),
  command: z.strictObject({
    name: z.string().min(1),
    condition: z.string().min(1),
    effect: z.string().min(1),
    effects: z.array(commandEffect).optional(),
    /** The moment the Condition names; without it the Command is text only. */
    moment: z.enum(COMMAND_MOMENTS).optional(),
    /** The Unit Types the Condition allows (all when absent). */
    unitTypes: z.array(unitType).min(1).optional(),
    /** The distance in inches the Condition names (Covering Fire: an enemy unit ends a move within 10" of the unit). */
    within: z.number().positive().optional(),
  }),
  conquest: z.strictObject({
    name: z.string().min(1),
    trigger: z.string().min(1),
    reward: z.string().min(1),
    victoryPoints: victoryPoints.optional(),
    /** The Trigger, machine-readable; without it the Objective is text only. */
    when: conquestTrigger.optional(),
  }),
});

export const deckDefinitionSchema = z.strictObject({
  format: z.literal(DECK_FORMAT),
  name: z.string().min(1),
  /** True for a deck that is not the official one. */
  sample: z.boolean(),
  notice: z.string().optional(),
  cards: z.array(card).min(1),
});

export type DeckDefinition = z.infer<typeof deckDefinitionSchema>;
export type CommandConquestCard = DeckDefinition['cards'][number];
export type CommandEffect = z.infer<typeof commandEffect>;
export type CommandMoment = (typeof COMMAND_MOMENTS)[number];
export type ConquestTrigger = z.infer<typeof conquestTrigger>;

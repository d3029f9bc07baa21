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
  }),
  conquest: z.strictObject({
    name: z.string().min(1),
    trigger: z.string().min(1),
    reward: z.string().min(1),
    victoryPoints: victoryPoints.optional(),
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

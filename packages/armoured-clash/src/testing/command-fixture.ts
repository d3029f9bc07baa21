import { parseDeckDefinition } from '../cards/load-deck.js';
import type { CommandMoment, DeckDefinition } from '../cards/deck-definition.js';
import type { ArmyUnit, GameSetup } from '../game/army.js';
import type { Choice } from '../game/choice.js';
import type { GameState } from '../game/state.js';
import { OPENING_CHOICES, skirmish } from './game-fixture.js';

/** Card ids of the command deck: what each Command does and its Value. */
export const CARD = {
  /** Value 3: a Combat Rating Bonus for a Ranged Attack. */
  precisionFire: 0,
  /** Value 5: Blanks may be re-rolled too. */
  steadyHands: 1,
  /** Value 4: a Combat Rating Bonus for a Close Quarters Attack only. */
  likeLions: 2,
  /** Value 12: text only. */
  digIn: 3,
} as const;

const FILLER_VALUES = [6, 7, 8, 9, 10, 11, 1, 2] as const;

function text(
  name: string,
  value: number,
  effects?: readonly object[],
  moment?: CommandMoment,
): object {
  return {
    id: `cmd-${name}`,
    value,
    command: {
      name,
      condition: 'Play this card when a test needs it.',
      effect: `${name} happens.`,
      ...(effects === undefined ? {} : { effects }),
      ...(moment === undefined ? {} : { moment }),
    },
    conquest: { name: `${name} Conquest`, trigger: 'Never.', reward: 'Nothing.' },
  };
}

/** Twelve cards: four Commands (CARD) and text-only fillers of Values 6-11, 1, 2 (ids 4-11). */
export function commandDeck(): DeckDefinition {
  return parseDeckDefinition(
    {
      format: 'warroom.cnc-deck/1',
      name: 'command test deck',
      sample: true,
      cards: [
        text(
          'Precision Fire',
          3,
          [{ kind: 'combatRatingBonus', attack: 'ranged' }],
          'rangedAttackDeclared',
        ),
        text('Steady Hands', 5, [{ kind: 'bonusReroll', faces: ['blank'] }], 'attackRerolls'),
        text(
          'Like Lions',
          4,
          [{ kind: 'combatRatingBonus', attack: 'closeQuarters' }],
          'closeQuartersAttackDeclared',
        ),
        text('Dig In', 12),
        ...FILLER_VALUES.map((value, i) => text(`Filler ${i}`, value)),
      ],
    },
    'command test deck',
  );
}

/** The id of the filler card of a Value (6-11, 1, 2). */
export function filler(value: (typeof FILLER_VALUES)[number]): number {
  return 4 + FILLER_VALUES.indexOf(value);
}

/** The skirmish with both Generals holding the command deck, units changed by `change`. */
export function commandSkirmish(change: (unit: ArmyUnit) => ArmyUnit = (u) => u): GameSetup {
  const base = skirmish();
  const deck = commandDeck();
  return {
    ...base,
    generals: {
      a: { ...base.generals.a, deck, units: base.generals.a.units.map(change) },
      b: { ...base.generals.b, deck, units: base.generals.b.units.map(change) },
    },
  };
}

/** The choices to A's Tanks' Attack Step (they can acquire B's Tanks, 26" away: Neutral). */
export const TO_ATTACK_STEP: readonly Choice[] = [
  ...OPENING_CHOICES,
  { kind: 'activate', unit: 'a-tanks' },
  { kind: 'hold' },
];

/** Gives a General exactly `cards` in hand: the hand goes back under the deck, the cards come out of it. */
export function setHand(state: GameState, side: 'a' | 'b', cards: readonly number[]): void {
  const deck = state.players[side].deck;
  const drawPile = [...deck.piles.drawPile, ...deck.hand].filter((c) => !cards.includes(c));
  const discardPile = deck.piles.discardPile.filter((c) => !cards.includes(c));
  deck.piles.drawPile.splice(0, deck.piles.drawPile.length, ...drawPile);
  deck.piles.discardPile.splice(0, deck.piles.discardPile.length, ...discardPile);
  deck.hand.splice(0, deck.hand.length, ...cards);
}

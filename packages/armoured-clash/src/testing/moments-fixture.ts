import type { CommandMoment, DeckDefinition } from '../cards/deck-definition.js';
import { parseDeckDefinition } from '../cards/load-deck.js';
import type { ArmyUnit, GameSetup } from '../game/army.js';
import { skirmish } from './game-fixture.js';

/** Card ids of the moments deck: each Command at its moment, each Conquest with its Trigger. */
export const MOMENT_CARD = {
  /** Value 6, at the start of an Activation: recovers 1 Damage. Conquest: Rout (an enemy Falls Back, 1 VP). */
  fieldRepairs: 0,
  /** Value 3, at any Discipline Test: +2. Conquest: Break Their Will (an enemy Breaks, 2 VP). */
  standFirm: 1,
  /** Value 4, at an Armour unit's Suppression Test: +3. Conquest: Annihilate (Heavy), 1/2/3 VP by level. */
  armouredMight: 2,
  /** Value 5, with a Double Time: +2" Movement Limit. Conquest: Annihilate (Light), 1/2/3 VP by level. */
  forcedMarch: 3,
  /** Value 2, as a Close Quarters Attack is declared: a Combat Rating Bonus. Conquest: Annihilate (Heavy), 2 VP. */
  likeLions: 4,
  /** Value 7, as a Ranged Attack is declared: a Combat Rating Bonus. Conquest: text only. */
  precisionFire: 5,
} as const;

/** Hold the Centre's distance on the first filler, in inches. */
const HOLD_THE_CENTRE = 6;

/**
 * The fillers' Values (ids 6-11): text-only Commands; the Value 8 filler's
 * Conquest is Hold the Centre (6", 1 VP), the Value 9 one's Deep Strike (2 VP),
 * the others' text only.
 */
const FILLERS = [8, 9, 10, 11, 12, 1] as const;

const BY_LEVEL = { basic: 1, reinforced: 2, fullStrength: 3 };

function card(
  name: string,
  value: number,
  command: { moment?: CommandMoment; effects?: readonly object[]; unitTypes?: readonly string[] },
  conquest: { when?: object; victoryPoints?: object | number } = {},
): object {
  return {
    id: `moment-${name}`,
    value,
    command: {
      name,
      condition: `Play this card: ${name}.`,
      effect: `${name} happens.`,
      ...command,
    },
    conquest: { name: `${name} Conquest`, trigger: 'When it is met.', reward: 'VP.', ...conquest },
  };
}

/** Twelve cards: the six of MOMENT_CARD and text-only fillers (ids 6-11). */
export function momentsDeck(): DeckDefinition {
  return parseDeckDefinition(
    {
      format: 'warroom.cnc-deck/1',
      name: 'moments test deck',
      sample: true,
      cards: [
        card(
          'Field Repairs',
          6,
          { moment: 'activationStarts', effects: [{ kind: 'recoverDamage', amount: 1 }] },
          { when: { kind: 'enemyFallsBack' }, victoryPoints: 1 },
        ),
        card(
          'Stand Firm',
          3,
          {
            moment: 'disciplineTest',
            effects: [{ kind: 'disciplineModifier', amount: 2, tests: 'allDisciplineTests' }],
          },
          { when: { kind: 'enemyBreaks' }, victoryPoints: 2 },
        ),
        card(
          'Armoured Might',
          4,
          {
            moment: 'disciplineTest',
            unitTypes: ['armour'],
            effects: [{ kind: 'disciplineModifier', amount: 3, tests: 'suppressionTests' }],
          },
          { when: { kind: 'annihilate', attack: 'heavy' }, victoryPoints: BY_LEVEL },
        ),
        card(
          'Forced March',
          5,
          { moment: 'doubleTime', effects: [{ kind: 'movementBonus', inches: 2 }] },
          { when: { kind: 'annihilate', attack: 'light' }, victoryPoints: BY_LEVEL },
        ),
        card(
          'Like Lions',
          2,
          {
            moment: 'closeQuartersAttackDeclared',
            effects: [{ kind: 'combatRatingBonus', attack: 'closeQuarters' }],
          },
          { when: { kind: 'annihilate', attack: 'heavy' }, victoryPoints: 2 },
        ),
        card('Precision Fire', 7, {
          moment: 'rangedAttackDeclared',
          effects: [{ kind: 'combatRatingBonus', attack: 'ranged' }],
        }),
        card(
          'Filler 0',
          FILLERS[0],
          {},
          {
            when: { kind: 'holdTheCentre', within: HOLD_THE_CENTRE },
            victoryPoints: 1,
          },
        ),
        card('Filler 1', FILLERS[1], {}, { when: { kind: 'deepStrike' }, victoryPoints: 2 }),
        ...FILLERS.slice(2).map((value, i) => card(`Filler ${i + 2}`, value, {})),
      ],
    },
    'moments test deck',
  );
}

/** The id of the filler card of a Value (8-12, 1). */
export function momentFiller(value: (typeof FILLERS)[number]): number {
  return FILLERS.indexOf(value) + Object.keys(MOMENT_CARD).length;
}

/** The skirmish with both Generals holding the moments deck, units changed by `change`. */
export function momentsSkirmish(change: (unit: ArmyUnit) => ArmyUnit = (u) => u): GameSetup {
  const base = skirmish();
  const deck = momentsDeck();
  return {
    ...base,
    generals: {
      a: { ...base.generals.a, deck, units: base.generals.a.units.map(change) },
      b: { ...base.generals.b, deck, units: base.generals.b.units.map(change) },
    },
  };
}

import { parseDeckDefinition } from '../cards/load-deck.js';
import type { DeckDefinition } from '../cards/deck-definition.js';
import type { ArmyUnit, GameSetup } from '../game/army.js';
import { momentsDeck, momentsSkirmish } from './moments-fixture.js';

/** The id of Dig In in the targeted deck: after the twelve cards of the moments deck. */
export const DIG_IN = 12;

/** Dig In's Value (as sample-10 of data/decks/sample-deck.json). */
const DIG_IN_VALUE = 10;

/** The moments deck with Dig In as data/decks/sample-deck.json gives it: Infantry targeted by a Ranged Attack Take Cover. */
export function targetedDeck(): DeckDefinition {
  const deck = momentsDeck();
  const digIn = {
    id: 'targeted-dig-in',
    value: DIG_IN_VALUE,
    command: {
      name: 'Dig In',
      condition: 'Play this card when one of your Infantry units is targeted by a Ranged Attack.',
      effect: 'The unit gains the Taking Cover status before the attack is resolved.',
      effects: [{ kind: 'gainStatus', status: 'takingCover' }],
      moment: 'targetedByRangedAttack',
      unitTypes: ['infantry'],
    },
    conquest: { name: 'Dig In Conquest', trigger: 'When it is met.', reward: 'VP.' },
  };
  return parseDeckDefinition({ ...deck, cards: [...deck.cards, digIn] }, 'targeted test deck');
}

/** The moments skirmish with both Generals holding the targeted deck; B's Tanks of Unit Type `bTanks`. */
export function targetedSkirmish(bTanks: ArmyUnit['type'] = 'infantry'): GameSetup {
  const base = momentsSkirmish((u) => (u.id === 'b-tanks' ? { ...u, type: bTanks } : u));
  const deck = targetedDeck();
  return {
    ...base,
    generals: {
      a: { ...base.generals.a, deck },
      b: { ...base.generals.b, deck },
    },
  };
}

/** The id of Covering Fire in the covering deck: after the twelve cards of the moments deck. */
export const COVERING_FIRE = 12;

/** Covering Fire's Value (as sample-09 of data/decks/sample-deck.json). */
const COVERING_FIRE_VALUE = 9;

/** Covering Fire's distance: an enemy unit ends a move within 10" of one of your units. */
const COVERING_FIRE_WITHIN = 10;

/** The moments deck with Covering Fire as data/decks/sample-deck.json gives it. */
export function coveringDeck(): DeckDefinition {
  const deck = momentsDeck();
  const coveringFire = {
    id: 'covering-fire',
    value: COVERING_FIRE_VALUE,
    command: {
      name: 'Covering Fire',
      condition: 'Play this card when an enemy unit ends a move within 10" of one of your units.',
      effect: 'Your unit gains the On Lookout status.',
      effects: [{ kind: 'gainStatus', status: 'onLookout' }],
      moment: 'enemyEndsMove',
      within: COVERING_FIRE_WITHIN,
    },
    conquest: { name: 'Covering Fire Conquest', trigger: 'When it is met.', reward: 'VP.' },
  };
  return parseDeckDefinition({ ...deck, cards: [...deck.cards, coveringFire] }, 'covering deck');
}

/** The moments skirmish with both Generals holding the covering deck. */
export function coveringSkirmish(): GameSetup {
  const base = momentsSkirmish();
  const deck = coveringDeck();
  return {
    ...base,
    generals: { a: { ...base.generals.a, deck }, b: { ...base.generals.b, deck } },
  };
}

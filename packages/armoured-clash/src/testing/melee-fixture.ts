import type { ArmyUnit, GameSetup } from '../game/army.js';
import type { Choice } from '../game/choice.js';
import { RECORD_FORMAT, replay } from '../game/record.js';
import type { GameState } from '../game/state.js';
import type { RuleRef } from '../rules/rule-ref.js';
import { skirmish } from './game-fixture.js';

/** The skirmish with special rules (and traits) given to some of its units. */
export function skirmishWith(
  changes: Readonly<
    Record<
      string,
      { rules?: readonly RuleRef[]; traits?: readonly string[]; profile?: Partial<ArmyUnit> }
    >
  >,
): GameSetup {
  const base = skirmish();
  const change = (unit: ArmyUnit): ArmyUnit => {
    const wanted = changes[unit.id];
    return wanted === undefined
      ? unit
      : {
          ...unit,
          ...wanted.profile,
          specialRules: [...unit.specialRules, ...(wanted.rules ?? [])],
          traits: [...unit.traits, ...(wanted.traits ?? [])],
        };
  };
  return {
    ...base,
    generals: {
      a: { ...base.generals.a, units: base.generals.a.units.map(change) },
      b: { ...base.generals.b, units: base.generals.b.units.map(change) },
    },
  };
}

/**
 * A-rifles (Officer at (10, 6), facing north) and B-rifles moved 18" south so
 * that their rank stands at y = 12, 5" away, facing them; the tanks far off on
 * the other flank. A to activate. A charge to (10, 11) touches B's rank.
 */
export function faceToFace(setup: GameSetup): GameState {
  const opening: Choice[] = [
    { kind: 'deploy', unit: 'a-rifles', at: [10, 6], facing: 90 },
    { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
    { kind: 'deploy', unit: 'a-tanks', at: [30, 5], facing: 90 },
    { kind: 'deploy', unit: 'b-tanks', at: [30, 31], facing: 270 },
    { kind: 'giveInitiative', to: 'a' },
    { kind: 'discard', cards: [] },
    { kind: 'discard', cards: [] },
  ];
  const state = replay({ format: RECORD_FORMAT, setup, seed: 3, choices: opening }).state;
  const b = state.units['b-rifles'];
  if (b === undefined) throw new RangeError('no b-rifles');
  b.models = b.models.map((m) => ({ ...m, y: m.y - 18 }));
  return state;
}

/** Puts card `card` (an id of the skirmish deck: id i has Value i % 12 + 1) on top of a General's draw pile. */
export function cardOnTop(state: GameState, side: 'a' | 'b', card: number): void {
  const deck = state.players[side].deck;
  const inHand = deck.hand.indexOf(card);
  if (inHand >= 0) deck.hand.splice(inHand, 1);
  deck.piles.drawPile = deck.piles.drawPile.filter((c) => c !== card);
  deck.piles.discardPile = deck.piles.discardPile.filter((c) => c !== card);
  deck.piles.drawPile.push(card);
}

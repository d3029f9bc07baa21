import type { ArmyUnit, GameSetup } from '../army.js';
import { putOnTheBattlefield } from '../deployment.js';
import { placeFromReserve } from '../reserves.js';
import type { GameState } from '../state.js';
import {
  airSkirmish,
  fighters,
  fightersArrived,
  withAntiAir,
} from '../../testing/aircraft-fixture.js';

/**
 * The air skirmish (A's fighters with `aRules`) where B also fields fighters,
 * `b-fighters` with Interceptor and `bRules`, their guns reaching Aerial
 * targets at 24" with 3 dice per column.
 */
export function interceptSkirmish(
  aRules: ArmyUnit['specialRules'] = [],
  bRules: ArmyUnit['specialRules'] = [],
): GameSetup {
  const setup = airSkirmish(aRules);
  const interceptors = withAntiAir(
    fighters('b-fighters', [{ name: 'Interceptor' }, ...bRules]),
    24,
    3,
  );
  return {
    ...setup,
    generals: {
      ...setup.generals,
      b: { ...setup.generals.b, units: [...setup.generals.b.units, interceptors] },
    },
  };
}

/**
 * Inches B's rifles are moved west of where the air opening deploys them: from
 * around (18, 30) to around (6, 30), out of the way of B's interceptors flying
 * south from (18, 35) (glossary: Flying: their Approach may not end on them).
 */
const RIFLES_ASIDE = 12;

/**
 * Round 1, A to Activate: A's fighters Incoming at the south edge around
 * (18, 1) facing north, B's at the north edge around (18, 35) facing south;
 * B's rifles aside around (6, 30), B's tanks where they were deployed, around
 * (23, 31); each General's hand the cards `hands` give (card ids of the
 * skirmish deck: id i has Value i % 12 + 1).
 */
export function interceptorsArrived(
  setup: GameSetup,
  hands: { readonly a: readonly number[]; readonly b: readonly number[] },
): GameState {
  const state = fightersArrived(setup);
  const b = state.units['b-fighters'];
  const rifles = state.units['b-rifles'];
  if (b === undefined || rifles === undefined)
    throw new Error('the setup has no b-fighters or b-rifles');
  rifles.models = rifles.models.map((m) => ({ ...m, x: m.x - RIFLES_ASIDE }));
  putOnTheBattlefield(b, placeFromReserve(setup, state, 'b-fighters', [18, 35], 270));
  for (const side of ['a', 'b'] as const) {
    const deck = state.players[side].deck;
    const wanted = new Set(hands[side]);
    deck.piles.drawPile = [...deck.piles.drawPile, ...deck.hand].filter((c) => !wanted.has(c));
    deck.piles.discardPile = deck.piles.discardPile.filter((c) => !wanted.has(c));
    deck.hand.splice(0, deck.hand.length, ...hands[side]);
  }
  return state;
}

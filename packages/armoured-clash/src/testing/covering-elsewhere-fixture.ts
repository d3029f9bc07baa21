import { seedRng } from '@warroom/engine';
import type { GameSetup } from '../game/army.js';
import type { GameState } from '../game/state.js';
import { setHand } from './command-fixture.js';
import { airSkirmish, fightersArrived } from './aircraft-fixture.js';
import { cardOnTop, faceToFace, skirmishWith } from './melee-fixture.js';
import { momentFiller } from './moments-fixture.js';
import { bNearTheArrival, tanksArrive, tanksInReserve } from './reserve-arrival-fixture.js';
import { COVERING_FIRE, coveringDeck } from './targeted-fixture.js';

/** A Suppression Test's card that fails at the Rifles' Discipline of 6. */
const FAILING_CARD = 12;

/** B's Rifles' Defence against the Fighters' guns: two models lost, four left to Fall Back. */
const ENGAGED_DEFENCE = 5;

/** The inches of the Fighters' Approach: they end 5" from B's Rifles. */
export const CLOSE_APPROACH = 24;

/** Both Generals holding the covering deck (Covering Fire) in `setup`. */
function covering(setup: GameSetup): GameSetup {
  const deck = coveringDeck();
  return {
    ...setup,
    generals: { a: { ...setup.generals.a, deck }, b: { ...setup.generals.b, deck } },
  };
}

/** B's Rifles already Suppressed, the top card of B's deck failing their next test; A holding `aHand`, B none. */
function failingNext(state: GameState, aHand: readonly number[]): GameState {
  state.units['b-rifles']?.statuses.push('suppressed');
  setHand(state, 'a', aHand);
  setHand(state, 'b', []);
  cardOnTop(state, 'b', momentFiller(FAILING_CARD));
  return state;
}

/** The air skirmish with the covering deck, B's Rifles of Defence 5. */
export function coveringEngageSkirmish(): GameSetup {
  const base = covering(airSkirmish());
  const units = base.generals.b.units.map((u) =>
    u.id === 'b-rifles' ? { ...u, defence: ENGAGED_DEFENCE } : u,
  );
  return { ...base, generals: { ...base.generals, b: { ...base.generals.b, units } } };
}

/** A's Fighters arrived (coveringEngageSkirmish), B's Rifles about to fail their test; A holding `aHand`. */
export function fightersBeforeFailedTest(setup: GameSetup, aHand: readonly number[]): GameState {
  return failingNext(fightersArrived(setup), aHand);
}

/** The skirmish with the covering deck, A's Tanks with Dynamic Entry (4"). */
export function coveringDynamicEntrySkirmish(): GameSetup {
  return covering(skirmishWith({ 'a-tanks': { rules: [{ name: 'Dynamic Entry', x: 4 }] } }));
}

/**
 * A's Tanks arrive from Reserve at (24, 1.5) in a Deploy Reserves step (as
 * game/commands/tests-in-turn.test.ts): A's Rifles test first, then B's
 * Rifles, Suppressed, whose test fails; A holding `aHand`.
 */
export function tanksArriving(setup: GameSetup, aHand: readonly number[]) {
  const state = tanksInReserve(setup);
  bNearTheArrival(state);
  failingNext(state, aHand);
  const events = tanksArrive(setup, state);
  return { state, events };
}

/** The skirmish with the covering deck (both Rifles at Defence 3) and a 3" x 3" Defensible House centred on (10, `y`). */
export function coveringHouseSkirmish(y: number): GameSetup {
  const base = covering(
    skirmishWith({
      'a-rifles': { profile: { defence: 3 } },
      'b-rifles': { profile: { defence: 3 } },
    }),
  );
  return {
    ...base,
    terrain: [
      ...base.terrain,
      {
        id: 'house',
        name: 'House',
        size: 2,
        features: ['blocking'],
        area: { rectangle: { centre: [10, y], width: 3, depth: 3, facing: 0 } },
        defensible: {},
      },
    ],
  };
}

/** B's Rifles Garrisoning the House (coveringHouseSkirmish(10)), A's Rifles facing them at y = 6 (seed `seed`); A holding `aHand`, B none. */
export function garrisonFacingRifles(
  setup: GameSetup,
  seed: number,
  aHand: readonly number[],
): GameState {
  const state = faceToFace(setup);
  const garrison = state.units['b-rifles'];
  if (garrison === undefined) throw new RangeError('no b-rifles');
  garrison.garrisoning = 'house';
  state.rng = seedRng(seed);
  setHand(state, 'a', aHand);
  setHand(state, 'b', []);
  return state;
}

export { COVERING_FIRE };

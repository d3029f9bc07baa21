import { applyChoice } from '../game/apply-choice.js';
import type { GameSetup } from '../game/army.js';
import type { Choice } from '../game/choice.js';
import type { GameEvent } from '../game/events.js';
import type { GameState } from '../game/state.js';
import { skirmish } from './game-fixture.js';
import { A_CHARGES } from './melee-odds-fixture.js';
import { play } from './play-fixture.js';
import { faceToFaceInTwoRanks, markerBehindTheOfficer } from './two-ranks-marker-fixture.js';

/** The skirmish with an Objective Marker touching #5, the east end of B's rank (rulebook p.39). */
export function markerAtTheEastEnd(): GameSetup {
  const setup = skirmish();
  return { ...setup, objectives: [{ id: 'cq-marker', at: [12, 13.4] }] };
}

/** The ids of `unit`'s models on the battlefield, in the unit's order. */
export const modelIds = (state: GameState, unit: string): string[] =>
  (state.units[unit]?.models ?? []).map((m) => m.id);

/** General B chooses `model` of B's rifles as the next loss (rulebook p.34 Destroying Models). */
export const bLoses = (model: string): Choice => ({ kind: 'chooseLoss', unit: 'b-rifles', model });

/**
 * B's rifles in two ranks, #5 of the rear rank on the marker
 * (markerBehindTheOfficer): A charges and rolls its Close Quarters attack
 * (seeded), and the combat waits for General B's first loss among the rear
 * rank. The setup, the state at that wait and the events of the attack.
 */
export function inTwoRanksAttacked(): {
  setup: GameSetup;
  state: GameState;
  events: GameEvent[];
} {
  const setup = markerBehindTheOfficer();
  const charged = play(setup, faceToFaceInTwoRanks(setup), [...A_CHARGES]).state;
  return { setup, ...applyChoice(setup, charged, { kind: 'closeQuartersAttack' }) };
}

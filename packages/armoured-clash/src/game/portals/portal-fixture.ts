import type { GameSetup } from '../army.js';
import { applyChoice } from '../apply-choice.js';
import type { Choice } from '../choice.js';
import type { GameState } from '../state.js';
import { faceToFace, skirmishWith } from '../../testing/melee-fixture.js';
import { setHand } from '../../testing/command-fixture.js';
import type { PortalMarker } from './portal-markers.js';

/** The Portal Limit the tests give the setup (no text we have states one). */
export const TEST_PORTAL_LIMIT = 3;

/** The skirmish with A's rifles holding Portal Mastery (2), and no Portal Limit given. */
export function masteryWithoutLimit(): GameSetup {
  return skirmishWith({ 'a-rifles': { rules: [{ name: 'Portal Mastery', x: 2 }] } });
}

/** The skirmish with A's rifles holding Portal Mastery (2), the Portal Limit given. */
export function masterySetup(limit = TEST_PORTAL_LIMIT): GameSetup {
  return { ...masteryWithoutLimit(), portalLimit: limit };
}

/** The face-to-face game (melee-fixture) with these Portal Markers on the battlefield, A holding cards 0 and 1, B card 2. */
export function withPortals(setup: GameSetup, markers: readonly PortalMarker[]): GameState {
  const state = faceToFace(setup);
  setHand(state, 'a', [0, 1]);
  setHand(state, 'b', [2]);
  if (markers.length > 0) state.portals = { markers, placed: markers.length };
  return state;
}

/** Makes the choices in order, from `state`. */
export function play(setup: GameSetup, state: GameState, choices: readonly Choice[]): GameState {
  return choices.reduce((s, choice) => applyChoice(setup, s, choice).state, state);
}

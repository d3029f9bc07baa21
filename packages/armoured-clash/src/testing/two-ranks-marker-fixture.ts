import type { GameSetup } from '../game/army.js';
import type { GameState } from '../game/state.js';
import { skirmish } from './game-fixture.js';
import { faceToFace } from './melee-fixture.js';

/**
 * Where B's rear rank stands in faceToFaceInTwoRanks: #4 #5 #6 west to east
 * at y 13, each directly behind a model of the front rank #2 #1 #3 at y 12
 * (rulebook p.14 Close Formation, Unit Coherency; B faces south, so behind is
 * north). #5 stands behind the Officer #1.
 */
const REAR_RANK: Readonly<Record<string, readonly [number, number]>> = {
  'b-rifles#4': [9, 13],
  'b-rifles#5': [10, 13],
  'b-rifles#6': [11, 13],
};

/**
 * The skirmish with an Objective Marker touching #5 of B's rear rank alone
 * (rulebook p.39), as faceToFaceInTwoRanks places it.
 */
export function markerBehindTheOfficer(): GameSetup {
  const setup = skirmish();
  return { ...setup, objectives: [{ id: 'cq-marker', at: [10, 14.4] }] };
}

/**
 * faceToFace with B's rifles in two ranks of three: the front rank #2 #1 #3
 * (Officer #1 its centre) where A's charge to (10, 11) touches it, the rear
 * rank REAR_RANK's. Each loss is one model of the rear rank, the General's
 * choice (rulebook p.34 Destroying Models, Close Formation), so two losses
 * are two choices.
 */
export function faceToFaceInTwoRanks(setup: GameSetup): GameState {
  const state = faceToFace(setup);
  const rifles = state.units['b-rifles'];
  if (rifles === undefined) throw new RangeError('no b-rifles');
  rifles.models = rifles.models.map((m) => {
    const at = REAR_RANK[m.id];
    return at === undefined ? m : { ...m, x: at[0], y: at[1] };
  });
  return state;
}

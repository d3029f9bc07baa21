import { seedRng } from '@warroom/engine';
import { newCommandDeck } from '../cards/command-deck.js';
import type { GameSetup } from './army.js';
import type { GameState, UnitState } from './state.js';
import { startsEmbarked } from './transport/starts-embarked.js';
import { checkTowed } from './towed.js';
import { startsInReserve } from './aircraft/aircraft.js';
import { terrainPoolProblem } from './terrain/terrain-pool.js';
import { battlefieldProblem } from './battlefield-problem.js';
import { deployForces } from './generals/deploy-forces.js';
import { clashChosenProblem } from '../scenario/clash-chosen.js';
import { supplyDropPlacementProblem } from './clashes/supply-drop-placement.js';
import { clashToChooseProblem } from './select-clash/clash-to-choose-problem.js';
import { startSelectClash } from './select-clash/select-clash-stage.js';

/**
 * A new game at Deployment (rulebook p.57): each General's Command & Conquest
 * deck shuffled with the seeded generator, hands still empty (they are drawn in
 * Round 1's Draw Cards step, rulebook p.21), every unit waiting to deploy,
 * General A placing first. `initiative` is a placeholder until the General who
 * finished deploying first gives it. With `terrainPlacement` the Generals first
 * place terrain (stage `terrain`, rulebook p.56, General A first). With
 * `generalDraw` the card draw for General A is made then (stage `generals`);
 * units with Forward are chosen before Deployment (stage `forward`). Throws
 * RangeError if two units share an id, if the terrain to place is not enough
 * or not well formed (`terrainPoolProblem`), if `clashChosen` does not hold
 * (`clashChosenProblem`), if `supplyDropPlacement` is set outside Supply Drop
 * or with markers given, or if no card draw can be won. With
 * `supplyDropPlacement` the Generals place the markers once General A is
 * decided (stage `supplyDrop`, rulebook p.60). With `clashToChoose` the card
 * draw of rulebook p.56 Select a Clash is made first (stage `clash`): the
 * rest waits for the Clash its winner chooses (`clashToChooseProblem` refuses
 * such a setup that cannot be played).
 */
export function initialState(setup: GameSetup, seed: number | string): GameState {
  const problem =
    battlefieldProblem(setup) ??
    terrainPoolProblem(setup) ??
    clashChosenProblem(setup) ??
    clashToChooseProblem(setup) ??
    supplyDropPlacementProblem(setup);
  if (problem !== undefined) throw new RangeError(problem);
  const rng = seedRng(seed);
  const units: Record<string, UnitState> = {};
  for (const side of ['a', 'b'] as const) {
    for (const unit of setup.generals[side].units) {
      if (units[unit.id] !== undefined) throw new RangeError(`unit id "${unit.id}" is used twice`);
      checkTowed(setup, side, unit);
      units[unit.id] = {
        id: unit.id,
        side,
        models: [],
        officer: `${unit.id}#1`,
        damage: 0,
        statuses: [],
        deployed: false,
        inReserve: startsInReserve(unit),
        annihilated: false,
        ...startsEmbarked(setup, side, unit),
      };
    }
  }
  const state: GameState = {
    version: 1,
    rng,
    round: 1,
    stage: setup.terrainPlacement === undefined ? 'deployment' : 'terrain',
    turn: 'a',
    initiative: 'a',
    players: {
      a: { deck: newCommandDeck(rng, setup.generals.a.deck), vp: 0 },
      b: { deck: newCommandDeck(rng, setup.generals.b.deck), vp: 0 },
    },
    units,
  };
  // rulebook p.56 Select a Clash: the card draw first; the battlefield waits for the Clash chosen.
  if (setup.clashToChoose !== undefined) startSelectClash(setup, state);
  // rulebook p.57: without terrain to place, the Generals go on to Deploy Forces at once (the draw is kept in the state).
  else if (setup.terrainPlacement === undefined) deployForces(setup, state);
  return state;
}

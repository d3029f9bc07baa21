import {
  type At,
  type GameSetup,
  IllegalChoice,
  type PlayerView,
  type Table,
  armyUnit,
  placeFlankAttack,
  placeFromReserveOrRefusal,
} from '@warroom/armoured-clash';
import { EPSILON, type RngState } from '@warroom/engine';
import { between } from './random-draws.js';
import { type EdgeRun, edgeRuns, flankRuns, setBack } from './random-reserve-edges.js';

/** Places sampled along the edges before the random bot falls back to the ordered search. */
const RESERVE_TRIES = 8;

/** A sampled place from Reserve: the Officer's spot and facing. */
export interface ReserveSpot {
  readonly at: At;
  readonly facing: number;
}

/**
 * rulebook p.21 Deploying a Unit from Reserve: places drawn where the rules
 * can take them: the Officer's spot along the battlefield edges that lie within
 * the General's Deployment Zone, set back so the rearmost rank touches the edge,
 * facing into the battlefield; each checked by the engine (placeFromReserve).
 * Undefined when RESERVE_TRIES places are refused.
 */
export function sampledReserve(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  zone: readonly At[],
  rng: RngState,
  table: Table,
): ReserveSpot | undefined {
  return drawnAlong(setup, view, unit, edgeRuns(setup.battlefield, zone), rng, (spot) => {
    const placed = placeFromReserveOrRefusal(setup, view, unit, spot.at, spot.facing, table);
    return !(placed instanceof IllegalChoice);
  });
}

/**
 * rulebook p.21 Special Command: Flank Attack: places drawn along the side
 * edges (the edges both Deployment Zones reach), outside the enemy Deployment
 * Zone (`enemy`, the decision's zone to avoid), each checked by the engine
 * (placeFlankAttack). Undefined when the zones share no edge or RESERVE_TRIES
 * places are refused.
 */
export function sampledFlankAttack(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  enemy: readonly At[],
  rng: RngState,
): ReserveSpot | undefined {
  const own = setup.generals[view.as].zone;
  return drawnAlong(setup, view, unit, flankRuns(setup.battlefield, own, enemy), rng, (spot) => {
    try {
      placeFlankAttack(setup, view, unit, spot.at, spot.facing);
      return true;
    } catch (error) {
      if (error instanceof IllegalChoice) return false;
      throw error;
    }
  });
}

/** Up to RESERVE_TRIES spots drawn along `runs` (by length), the first `accepts` takes. */
export function drawnAlong(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  runs: readonly EdgeRun[],
  rng: RngState,
  accepts: (spot: ReserveSpot) => boolean,
): ReserveSpot | undefined {
  const profile = armyUnit(setup, unit);
  // An Aircraft unit back from its sortie comes with the models it still has (rulebook p.51).
  const models = view.units[unit]?.returnedModels ?? profile.models;
  const back = setBack(profile, models);
  if (back === undefined) return undefined;
  const { rear, half } = back;
  const fitting = runs
    .map((run) => ({ ...run, from: run.from + half, to: run.to - half }))
    .filter((run) => run.to - run.from > EPSILON);
  if (fitting.length === 0) return undefined;
  const total = fitting.reduce((sum, run) => sum + (run.to - run.from), 0);
  for (let i = 0; i < RESERVE_TRIES; i++) {
    let along = between(rng, 0, total);
    for (const run of fitting) {
      const length = run.to - run.from;
      if (along <= length || run === fitting[fitting.length - 1]) {
        const spot = { at: run.at(run.from + Math.min(along, length), rear), facing: run.facing };
        if (accepts(spot)) return spot;
        break;
      }
      along -= length;
    }
  }
  return undefined;
}

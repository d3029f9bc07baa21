import { degrees, radians } from '@warroom/engine';
import { type At, type GameSetup, type PlayerView, armyUnit } from '@warroom/armoured-clash';
import { ponderous } from './heuristic-ponderous.js';

/** Inches kept clear either side of a Ponderous unit's lane, beyond the two bases. */
const LANE_CLEARANCE = 1;

/** Half the larger side of a unit's base. */
function halfBase(setup: GameSetup, unit: string): number {
  const { width, depth } = armyUnit(setup, unit).footprint;
  return Math.max(width, depth) / 2;
}

/** Whether `point` lies in the lane `length` inches ahead of `at` along `facing` (degrees), `half` inches either side. */
function inLane(at: At, facing: number, length: number, half: number, point: At): boolean {
  const angle = radians(facing);
  const dx = point[0] - at[0];
  const dy = point[1] - at[1];
  const along = dx * Math.cos(angle) + dy * Math.sin(angle);
  const across = Math.abs(-dx * Math.sin(angle) + dy * Math.cos(angle));
  return along > 0 && along <= length && across < half;
}

/**
 * rulebook p.16 Ponderous Movement, p.57 Deployment: whether deploying `unit`
 * at `at` facing `facing` puts a Ponderous unit (a Landship, which cannot turn
 * on the spot) straight behind a friendly unit that never moves (a
 * Fortification, Movement Limit 0), or that unit in front of it: the
 * Ponderous unit could then never make its first move forwards.
 */
export function blocksPonderous(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  at: At,
  facing: number,
): boolean {
  const immovable = (id: string): boolean => armyUnit(setup, id).speed === 0;
  const mine = ponderous(setup, unit);
  if (!mine && !immovable(unit)) return false;
  return Object.entries(view.units).some(([id, other]) => {
    if (other.side !== view.as || !other.deployed || id === unit) return false;
    const half = halfBase(setup, unit) + halfBase(setup, id) + LANE_CLEARANCE;
    if (mine && immovable(id))
      return other.models.some((m) =>
        inLane(at, facing, armyUnit(setup, unit).speed + half, half, [m.x, m.y]),
      );
    if (!immovable(unit) || !ponderous(setup, id)) return false;
    return other.models.some((m) =>
      inLane([m.x, m.y], degrees(m.facing), armyUnit(setup, id).speed + half, half, at),
    );
  });
}

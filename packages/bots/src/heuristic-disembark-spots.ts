import { type At, type GameSetup, type PlayerView, armyUnit } from '@warroom/armoured-clash';
import { inchesBetween } from './heuristic-odds.js';

/** Distances (inches) out from the edge of a Transport model's hull tried for the Officer, nearest first. */
const OUT_FROM_HULL = [1, 2, 3];
/** Directions tried around each Transport model. */
const DIRECTIONS = 16;
const FULL_TURN = 2 * Math.PI;

/**
 * How far (inches) from the centre of a `width` by `depth` hull, facing
 * `facing` (radians), its edge lies in the direction `towards` (radians).
 */
function edgeDistance(width: number, depth: number, facing: number, towards: number): number {
  const along = Math.abs(Math.cos(towards - facing));
  const across = Math.abs(Math.sin(towards - facing));
  const toFront = along === 0 ? Infinity : depth / 2 / along;
  const toSide = across === 0 ? Infinity : width / 2 / across;
  return Math.min(toFront, toSide);
}

/**
 * rulebook pp.43-45 Transports, p.46 Making a Disembark Manoeuvre: the spots
 * an Embarked unit's Officer may be set up on, measured from the hull of each
 * model of its Transport (its models are placed within `reach` of the
 * Transport's models, not of their centres: a long hull such as a Landship's
 * would otherwise leave no room ahead or behind it), in every direction
 * around it, nearest `to` first.
 */
export function disembarkSpots(
  setup: GameSetup,
  view: PlayerView,
  transport: string,
  reach: number,
  to: At,
): At[] {
  const { width, depth } = armyUnit(setup, transport).footprint;
  const spots: At[] = (view.units[transport]?.models ?? []).flatMap((m) =>
    OUT_FROM_HULL.filter((out) => out <= reach).flatMap((out) =>
      Array.from({ length: DIRECTIONS }, (_, i): At => {
        const angle = (i * FULL_TURN) / DIRECTIONS;
        const r = edgeDistance(width, depth, m.facing, angle) + out;
        return [m.x + r * Math.cos(angle), m.y + r * Math.sin(angle)];
      }),
    ),
  );
  return spots.sort((p, q) => inchesBetween(p, to) - inchesBetween(q, to));
}

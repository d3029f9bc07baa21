import {
  type At,
  type Choice,
  type ChoiceConstraint,
  type GameSetup,
  IllegalChoice,
  type PlayerView,
  type Table,
  disembarkAllowed,
  plannedExit,
  terrainOf,
} from '@warroom/armoured-clash';
import { type Point, type RngState, type Shape, centreOf, nextInt } from '@warroom/engine';

/** Directions tried around what the unit comes back near, in eighths of a turn. */
const DIRECTIONS = 8;

/** Degrees in one of those eighths. */
const DEGREES_PER_DIRECTION = 45;

/** Radians in one degree. */
const RADIANS_PER_DEGREE = Math.PI / 180;

/** The least distance (inches) a try's Officer is placed out from the edge of what it comes back near. */
const LEAST_OUT = 1;

/**
 * How far `shapes` (a Transport unit's hulls, a building's Footprint) reach
 * from `at` towards `angle` (radians): a unit placed that far out and more
 * clears them, instead of being set up on top of them (rulebook p.10
 * Footprints: models may not overlap).
 */
function reachingOut(at: Point, shapes: readonly Shape[], angle: number): number {
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const along = (p: Point): number => (p.x - at.x) * dx + (p.y - at.y) * dy;
  return Math.max(
    0,
    ...shapes.map((shape) =>
      shape.kind === 'circle'
        ? along(shape.centre) + shape.radius
        : Math.max(...shape.points.map(along)),
    ),
  );
}

/** Centres to place around, with the footprints (those on the table) the unit is placed clear of. */
function anchors(
  setup: GameSetup,
  view: PlayerView,
  table: Table,
  c: Extract<ChoiceConstraint, { kind: 'disembark' | 'exit' | 'assaultRamp' | 'bailOut' }>,
): { at: Point; shapes: readonly Shape[] }[] {
  if (c.kind !== 'exit') {
    const hulls = table.models.filter((m) => m.unit === c.transport).map((m) => m.footprint);
    return (view.units[c.transport]?.models ?? []).map((m) => ({
      at: { x: m.x, y: m.y },
      shapes: hulls,
    }));
  }
  const building = terrainOf(setup).find((piece) => piece.id === c.building);
  return building === undefined ? [] : [{ at: centreOf(building.area), shapes: [building.area] }];
}

/**
 * rulebook pp.43, 46 Disembark and Exit (glossary: Assault Ramp too): the Officer placed at a random spot
 * within the constraint's reach of the Transport unit or the building, beyond
 * its edge that way (reachingOut), facing
 * a random eighth of a turn, checked with the engine's own rule on `table`
 * (the table of the view's units); undefined when no try is legal.
 */
export function trySetUp(
  setup: GameSetup,
  view: PlayerView,
  rng: RngState,
  c: Extract<ChoiceConstraint, { kind: 'disembark' | 'exit' | 'assaultRamp' | 'bailOut' }>,
  tries: number,
  table: Table,
): Choice | undefined {
  const around = anchors(setup, view, table, c);
  for (let i = 0; i < tries && around.length > 0; i++) {
    const from = around[nextInt(rng, around.length)];
    if (from === undefined) return undefined;
    const angle = nextInt(rng, DIRECTIONS) * DEGREES_PER_DIRECTION * RADIANS_PER_DEGREE;
    const out =
      reachingOut(from.at, from.shapes, angle) +
      LEAST_OUT +
      nextInt(rng, Math.max(1, Math.round(c.reach)));
    const at: At = [from.at.x + out * Math.cos(angle), from.at.y + out * Math.sin(angle)];
    const facing = DEGREES_PER_DIRECTION * nextInt(rng, DIRECTIONS);
    if (
      c.kind === 'exit'
        ? exitAllowed(setup, view, c.unit, at, facing)
        : disembarkAllowed(setup, view, c.unit, at, facing, table)
    )
      return { kind: c.kind, at, facing };
  }
  return undefined;
}

/** Whether plannedExit accepts the Exit: its verdict. */
function exitAllowed(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  at: At,
  facing: number,
): boolean {
  try {
    plannedExit(setup, view, unit, at, facing);
    return true;
  } catch (error) {
    if (!(error instanceof IllegalChoice)) throw error;
    return false;
  }
}

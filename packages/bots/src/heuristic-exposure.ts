import {
  type GameSetup,
  type PlanAsked,
  type PlannedTable,
  type PlayerView,
  type TableState,
  type UnitMove,
  plannedTable,
} from '@warroom/armoured-clash';
import {
  attackValue,
  enemies,
  plannedOrUndefined,
  planValue,
  verdictOn,
} from './heuristic-odds.js';

/** One enemy unit that can shoot at the unit, and the Victory Points its attack is expected to take. */
export interface Threat {
  readonly enemy: string;
  readonly value: number;
}

/**
 * rulebook p.17 Target Acquisition, p.26 Concealed: the enemy units that can
 * make a Ranged Attack at `unit` where `state` puts it, from where they stand
 * and as they face, each with the Victory Points that attack (not Aimed) is
 * expected to take by the exact odds. The engine plans every attack: Line of
 * Sight Blocked or Obscured by terrain, an Obstacle in contact, range.
 */
export function threatsTo(
  setup: GameSetup,
  view: PlayerView,
  state: TableState,
  unit: string,
  asked: PlanAsked = verdictOn(setup, state),
): Threat[] {
  return enemies(view).flatMap((enemy): Threat[] => {
    const value = attackValue(setup, state, enemy, unit, false, asked);
    return value > 0 ? [{ enemy, value }] : [];
  });
}

/**
 * What the enemy units are expected to take from `unit` where `state` puts it,
 * each shooting at it once. `asked`: verdictOn(setup, state), when the caller
 * has it already (heuristic-odds.ts).
 */
export function exposure(
  setup: GameSetup,
  view: PlayerView,
  state: TableState,
  unit: string,
  asked: PlanAsked = verdictOn(setup, state),
): number {
  return threatsTo(setup, view, state, unit, asked).reduce((sum, t) => sum + t.value, 0);
}

/**
 * The Ranged Attack worth most that `unit` could make in its Attack Step after
 * an Advance that put it where `state` says (glossary: Move or Fire: such rows
 * are refused), by the exact odds; 0 when it has none.
 */
export function shotAfterAdvance(
  setup: GameSetup,
  view: PlayerView,
  state: TableState,
  unit: string,
  asked: PlanAsked = verdictOn(setup, state),
): number {
  let best = 0;
  for (const target of enemies(view)) {
    const plan = plannedOrUndefined(setup, state, unit, target, false, { advanced: true }, asked);
    if (plan !== undefined) best = Math.max(best, planValue(setup, state, target, plan));
  }
  return best;
}

/** rulebook p.16 Moving a Unit: the table of `view` with the moving unit's models where `move` ends them. */
export function unitsAfter(view: PlayerView, move: UnitMove): PlannedTable {
  const { units } = view;
  const unit = units[move.unit];
  if (unit === undefined) return plannedTable(view, units);
  const byModel = new Map(move.paths.map((p) => [p.model, p]));
  const models = unit.models.map((m) => {
    const path = byModel.get(m.id);
    const end = path?.waypoints[path.waypoints.length - 1];
    return end === undefined ? m : { ...m, x: end.x, y: end.y, facing: path?.facing ?? m.facing };
  });
  return plannedTable(view, { ...units, [move.unit]: { ...unit, models } });
}

import { type Point, convexPolygon, distanceToPoint, insideRegion, point } from '@warroom/engine';
import { type Side, modelsOf } from '../../battlefield/table.js';
import type { ConquestTrigger } from '../../cards/deck-definition.js';
import type { ArmyUnit, GameSetup } from '../army.js';
import { type GameState, other } from '../state.js';
import { armyUnit } from '../army-unit.js';
import { tableOf } from '../table-of.js';

/** A thousandth of an inch decides "within" (as contact does, docs/architecture.md). */
const WITHIN = 1e-3;

/**
 * The unit of General `side` that meets an End Phase Trigger, or undefined:
 * - `holdTheCentre`: a unit within X" of the battlefield's centre (rulebook p.11:
 *   any part of it, its closest model) while no enemy unit is;
 * - `deepStrike`: a unit wholly within the opposing General's Deployment Zone
 *   (every model's footprint inside it).
 * Other Triggers are not End Phase ones.
 */
export function endPhaseUnit(
  setup: GameSetup,
  state: GameState,
  side: Side,
  trigger: ConquestTrigger,
): ArmyUnit | undefined {
  if (trigger.kind !== 'holdTheCentre' && trigger.kind !== 'deepStrike') return undefined;
  const table = tableOf(setup, state);
  const onTable = (s: Side): string[] =>
    Object.values(state.units)
      .filter((u) => u.side === s && u.deployed && !u.annihilated && u.models.length > 0)
      .map((u) => u.id);
  if (trigger.kind === 'holdTheCentre') {
    const centre = point(setup.battlefield.width / 2, setup.battlefield.depth / 2);
    const near = (unit: string): boolean =>
      modelsOf(table, unit).some(
        (m) => distanceToPoint(m.footprint, centre) <= trigger.within + WITHIN,
      );
    if (onTable(other(side)).some(near)) return undefined;
    const holder = onTable(side).find(near);
    return holder === undefined ? undefined : armyUnit(setup, holder);
  }
  const zone = convexPolygon(setup.generals[other(side)].zone.map(([x, y]): Point => point(x, y)));
  const striker = onTable(side).find((unit) =>
    modelsOf(table, unit).every((m) => insideRegion(m.footprint, zone)),
  );
  return striker === undefined ? undefined : armyUnit(setup, striker);
}

import { modelBoxesOf } from '../box-overlap.js';
import type { Box } from '../sight-index.js';
import { type Table, type TableModel, type TableUnit, unitOf } from '../table.js';
import { modelSize, unitSize } from '../sizes.js';
import { movementTraitsOf } from '../unit-traits.js';
import { type Leg, legClearance } from './swept-path.js';
import { legEndsBox } from './swept-box.js';

/** rulebook p.16: no model may move within 1" of an enemy unit unless its manoeuvre allows it. */
export const ENEMY_DISTANCE = 1;

/** The rule a model's path breaks by passing within 1" of an enemy unit, and how. */
export interface EnemyCrossing {
  readonly rule: string;
  readonly message: string;
}

/**
 * Which enemy models this unit may move through (ending 1" away): all of them
 * (Soar (X"), and the game step unitMoves: Flying), or by Size: enemy units of
 * Size X or less (Stilted (X): the unit's Size, rulebook p.40 Mixed Sizes),
 * enemy models of Size 1 (Hurling: the model's, raised by a Hill). Read once
 * per path.
 */
function passesThrough(
  table: Table,
  unit: TableUnit,
): (enemy: TableUnit, model: TableModel) => boolean {
  const traits = movementTraitsOf(unit);
  if (traits.overEverything || unit.soaring !== undefined) return () => true;
  const { stilts, throughEnemiesOfSize } = traits;
  const sizes = new Map<string, number>();
  const sizeOf = (enemy: TableUnit): number => {
    const known = sizes.get(enemy.id) ?? unitSize(table, enemy.id);
    sizes.set(enemy.id, known);
    return known;
  };
  return (enemy, model) =>
    (stilts !== undefined && sizeOf(enemy) <= stilts) ||
    (throughEnemiesOfSize !== undefined && modelSize(table, enemy, model) === throughEnemiesOfSize);
}

/**
 * rulebook p.16 Moving a Unit: the first enemy model a model's path comes
 * within 1" of, other than the unit it may contact (the target of a Charge) or
 * units it ends touching (`touched`), and those it may move through.
 */
export function enemyCrossed(
  table: Table,
  unit: TableUnit,
  model: TableModel,
  legs: readonly Leg[],
  move: { readonly mayContact?: string | undefined },
  touched: ReadonlySet<string> | undefined,
): EnemyCrossing | undefined {
  const passes = passesThrough(table, unit);
  // A box around everything the model sweeps: enemies clearly beyond 1" of it need no exact test.
  const swept = legs.map((leg) => legEndsBox(model, leg, ENEMY_DISTANCE));
  const near = (box: Box): boolean =>
    swept.some(
      (s) => box.maxX >= s.minX && box.minX <= s.maxX && box.maxY >= s.minY && box.minY <= s.maxY,
    );
  const boxes = modelBoxesOf(table);
  // An index loop: the boxes are listed in the order of the models.
  for (let i = 0; i < table.models.length; i++) {
    const other = table.models[i];
    const box = boxes[i];
    if (other === undefined || box === undefined || !near(box)) continue;
    const enemy = unitOf(table, other);
    if (
      enemy.side === unit.side ||
      enemy.id === move.mayContact ||
      touched?.has(enemy.id) === true ||
      passes(enemy, other)
    )
      continue;
    if (legs.some((leg) => legClearance(model, leg, other.footprint) < ENEMY_DISTANCE - 1e-4)) {
      return {
        rule: 'rulebook p.16 Moving a Unit',
        message: `${model.id} would move within 1" of ${enemy.name} (${other.id})`,
      };
    }
  }
  return undefined;
}

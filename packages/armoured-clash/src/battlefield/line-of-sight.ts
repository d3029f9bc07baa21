import { EPSILON, lengthInside } from '@warroom/engine';
import { arcOfPoint } from './arcs.js';
import { type Table, type TableModel, centreOfModel, unitHasRule, unitOf } from './table.js';
import { blocksSight, hasFeature, hillSizeAt } from './terrain.js';

/** rulebook p.17 Checking Line of Sight: the three outcomes. */
export type Visibility = 'clear' | 'obscured' | 'blocked';

/** A line of sight and every reason that made it what it is. */
export interface SightLine {
  readonly visibility: Visibility;
  readonly reasons: readonly string[];
}

/** What the line is drawn for. */
export interface SightContext {
  /**
   * The line is drawn for the viewer's Ranged Attack: the rules that act "during
   * an enemy unit's Ranged Attack" (Large, Bulwark, Shrouded) then apply.
   */
  readonly rangedAttack: boolean;
}

/** rulebook p.40 Dense Terrain: up to 3" crossed obscures, more blocks. */
export const DENSE_TERRAIN_LIMIT = 3;

/**
 * A model's Size for Line of Sight: its unit's Size, plus the Size of a Hill it
 * stands on (rulebook p.42), plus 1 for Bulwark during an enemy's Ranged Attack.
 */
export function sightSize(table: Table, model: TableModel, rangedAttackBy?: string): number {
  const unit = unitOf(table, model);
  const bulwark =
    rangedAttackBy !== undefined && rangedAttackBy !== unit.side && unitHasRule(unit, 'Bulwark');
  return unit.size + hillSizeAt(table.terrain, centreOfModel(model)) + (bulwark ? 1 : 0);
}

/**
 * rulebook p.17 Checking Line of Sight, from the centre point of `viewer` to the
 * centre point of `target`: Blocked if the line leaves the viewer's Front Arc,
 * passes through Blocking Terrain (or a Hill, p.42) or more than 3" of Dense
 * Terrain; otherwise Obscured if it passes through other models (not of either
 * unit) or any Dense Terrain; otherwise Clear. Benefits of Size: intervening
 * enemy models and terrain are ignored when their Size is lower than the Size of
 * either model (of at least one: glossary Large's note reads "and/or").
 */
export function lineOfSight(
  table: Table,
  viewer: TableModel,
  target: TableModel,
  context: SightContext,
): SightLine {
  const viewerUnit = unitOf(table, viewer);
  const targetUnit = unitOf(table, target);
  const attackingSide = context.rangedAttack ? viewerUnit.side : undefined;
  const from = centreOfModel(viewer);
  const to = centreOfModel(target);
  const biggest = Math.max(
    sightSize(table, viewer, attackingSide),
    sightSize(table, target, attackingSide),
  );
  const blocked: string[] = [];
  const obscured: string[] = [];

  if (arcOfPoint(from, viewer.facing, to) !== 'front') {
    blocked.push(`the line leaves the front arc of ${viewer.id}`);
  }

  let dense = 0;
  for (const piece of table.terrain) {
    if (piece.size < biggest) continue;
    const crossed = lengthInside(from, to, piece.area);
    if (crossed <= EPSILON) continue;
    if (blocksSight(piece)) blocked.push(`it passes through ${piece.name} (Size ${piece.size})`);
    else if (hasFeature(piece, 'dense')) dense += crossed;
  }
  const denseText = `${dense.toFixed(2)}" of dense terrain`;
  if (dense > DENSE_TERRAIN_LIMIT + EPSILON) blocked.push(`it crosses ${denseText}`);
  else if (dense > EPSILON) obscured.push(`it crosses ${denseText}`);

  for (const model of table.models) {
    if (model.unit === viewer.unit || model.unit === target.unit) continue;
    const unit = unitOf(table, model);
    if (unitHasRule(unit, 'Flying')) continue;
    const enemy = unit.side !== viewerUnit.side;
    if (enemy && sightSize(table, model, attackingSide) < biggest) continue;
    if (lengthInside(from, to, model.footprint) <= EPSILON) continue;
    const walls = enemy && attackingSide !== undefined;
    if (walls && (unitHasRule(unit, 'Large') || unitHasRule(unit, 'Bulwark'))) {
      blocked.push(`it passes through ${model.id} of ${unit.name}, which blocks it`);
    } else {
      obscured.push(`it passes through ${model.id} of ${unit.name}`);
    }
  }

  const shrouded =
    attackingSide !== undefined &&
    targetUnit.side !== attackingSide &&
    unitHasRule(targetUnit, 'Shrouded');
  if (shrouded) obscured.push(`${targetUnit.name} is Shrouded`);

  if (blocked.length > 0) return { visibility: 'blocked', reasons: blocked };
  if (obscured.length > 0) return { visibility: 'obscured', reasons: obscured };
  return { visibility: 'clear', reasons: [] };
}

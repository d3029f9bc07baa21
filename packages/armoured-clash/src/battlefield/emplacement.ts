import { EPSILON, type Point, clipSegment, withinDistance } from '@warroom/engine';
import { lookUpName } from '../rules/rule-ref.js';
import { type Table, type TableModel, centreOfModel, modelsOf } from './table.js';
import { type TerrainPiece, hasFeature } from './terrain.js';

/** Whether the Line of Sight from `from` to the model crosses `piece` (the segment between the centre points enters it). */
function crosses(from: Point, model: TableModel, piece: TerrainPiece): boolean {
  const [enter, leave] = clipSegment(from, centreOfModel(model), piece.area);
  return enter < leave;
}

/** A model in contact with an Obstacle (rulebook p.41) that the Line of Sight from `from` crosses. */
function emplacedModel(table: Table, from: Point, model: TableModel): boolean {
  return table.terrain.some(
    (piece) =>
      hasFeature(piece, 'obstacle') &&
      withinDistance(model.footprint, piece.area, EPSILON) &&
      crosses(from, model, piece),
  );
}

/**
 * glossary: Emplacement — a model in contact with an Obstacle counts its Defence
 * one higher against a Ranged Attack whose Line of Sight (from the attacking
 * Officer's centre to the model's) crosses that Obstacle. The attack roll has
 * one Defence for the whole unit, so the bonus counts when every model of the
 * target on the table has it; false for a unit without the rule.
 */
export function emplacedAgainst(table: Table, attackerId: string, targetId: string): boolean {
  const target = table.units.get(targetId);
  if (target === undefined || !lookUpName(target.rules, 'Emplacement')) return false;
  const officerId = table.units.get(attackerId)?.officer;
  const officer = table.models.find((m) => m.id === officerId);
  const models = modelsOf(table, targetId);
  if (officer === undefined || models.length === 0) return false;
  const from = centreOfModel(officer);
  return models.every((model) => emplacedModel(table, from, model));
}

import { EPSILON, type Point, clipSegment, withinDistance } from '@warroom/engine';
import { type Table, type TableModel, centreOfModel, modelsOf } from './table.js';
import { type TerrainPiece, hasFeature } from './terrain.js';
import { sightTraitsOf } from './unit-traits.js';

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
 * glossary: Emplacement — "Any model in this unit that is in contact with an
 * Obstacle counts its Defence as one point higher when targeted by a Ranged
 * Attack, as long as the attacking unit's Line of Sight crosses the Obstacle":
 * the target's models that have the bonus (Line of Sight from the attacking
 * Officer's centre to the model's); none for a unit without the rule (game
 * step lineOfSightDrawn).
 */
export function emplacedModels(
  table: Table,
  attackerId: string,
  targetId: string,
): ReadonlySet<string> {
  const target = table.units.get(targetId);
  if (target === undefined || !sightTraitsOf(target).obstacleCover) return new Set();
  const officerId = table.units.get(attackerId)?.officer;
  const officer = table.models.find((m) => m.id === officerId);
  if (officer === undefined) return new Set();
  const from = centreOfModel(officer);
  const models = modelsOf(table, targetId).filter((model) => emplacedModel(table, from, model));
  return new Set(models.map((m) => m.id));
}

/**
 * glossary: Emplacement for the whole unit: every model of the target on the
 * table has the bonus (emplacedModels). The attack reads it model by model in
 * the order of removal where the game gives that order (game/emplaced-losses.ts).
 */
export function emplacedAgainst(table: Table, attackerId: string, targetId: string): boolean {
  const models = modelsOf(table, targetId);
  const emplaced = emplacedModels(table, attackerId, targetId);
  return models.length > 0 && models.every((model) => emplaced.has(model.id));
}

import {
  type GameSetup,
  type TableState,
  armyUnit,
  standingModels,
  tableOf,
  terrainPiece,
} from '@warroom/armoured-clash';
import { type Shape, outline } from '@warroom/engine';

/**
 * What a Charge may be aimed at: a model's centre and facing with the size of
 * its base, or for a Garrisoned unit the box around the building it holds
 * (rulebook p.45 Storming a Building: it is Charged through its Footprint),
 * `depth` along its facing, `width` across.
 */
export interface ChargeContact {
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  readonly width: number;
  readonly depth: number;
}

/** The places a Charge against `target` may be aimed at (its models, its building, or a building it is). */
export function chargeContacts(
  setup: GameSetup,
  state: TableState,
  target: string,
): ChargeContact[] {
  const unit = state.units[target];
  // glossary: Demolition: a Charge target that is no unit is a Defensible Building.
  if (unit === undefined) {
    const piece = setup.terrain.find((t) => t.id === target);
    return piece === undefined ? [] : boxAround(terrainPiece(piece).area);
  }
  if (unit.garrisoning === undefined) {
    const { width, depth } = armyUnit(setup, target).footprint;
    return unit.models.map((m) => ({ x: m.x, y: m.y, facing: m.facing, width, depth }));
  }
  const building = standingModels(tableOf(setup, state), target)[0];
  return building === undefined ? [] : boxAround(building.footprint);
}

/** The box around a building's Footprint, as one place a Charge is aimed at. */
function boxAround(footprint: Shape): ChargeContact[] {
  const corners = outline(footprint);
  const xs = corners.map((c) => c.x);
  const ys = corners.map((c) => c.y);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  // Facing along +x: the box's depth is its extent in x, its width its extent in y.
  return [
    {
      x: (minX + maxX) / 2,
      y: (minY + maxY) / 2,
      facing: 0,
      width: maxY - minY,
      depth: maxX - minX,
    },
  ];
}

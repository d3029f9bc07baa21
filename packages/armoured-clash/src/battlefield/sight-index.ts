import { type Point, type Shape, centreOf } from '@warroom/engine';
import { type Table, type TableModel, type TableUnit, unitOf } from './table.js';
import { type TerrainPiece, hillSizeAt } from './terrain.js';
import { terrainSizes } from './sizes.js';
import { shroudedUnits } from './obfuscating.js';
import { sightTraitsOf } from './unit-traits.js';

/** An axis-aligned box around a shape, for cheap rejection before exact geometry. */
export interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

export function boxOf(shape: Shape): Box {
  if (shape.kind === 'circle') {
    const { centre, radius } = shape;
    return {
      minX: centre.x - radius,
      minY: centre.y - radius,
      maxX: centre.x + radius,
      maxY: centre.y + radius,
    };
  }
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const p of shape.points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { minX, minY, maxX, maxY };
}

/** Whether the box around segment ab meets box b. */
export function segmentMeetsBox(a: Point, b: Point, box: Box): boolean {
  return (
    Math.max(a.x, b.x) >= box.minX &&
    Math.min(a.x, b.x) <= box.maxX &&
    Math.max(a.y, b.y) >= box.minY &&
    Math.min(a.y, b.y) <= box.maxY
  );
}

/** A model with what Line of Sight reads of it worked out once. */
export interface SightModel {
  readonly model: TableModel;
  readonly unit: TableUnit;
  readonly centre: Point;
  readonly box: Box;
  /** Its unit's Size plus the Hill it stands on (rulebook pp.10, 42). */
  readonly groundSize: number;
  readonly flying: boolean;
  readonly bulwark: boolean;
  /** Large or Bulwark: blocks an enemy's Line of Sight instead of obscuring it. */
  readonly walls: boolean;
  /** glossary Rolling Stock: front arcs ahead and behind. */
  readonly rollingStock: boolean;
  /** glossary Pioneers: Dense Terrain within 3" of its Officer is ignored for Visibility. */
  readonly pioneers: boolean;
  /** The Defensible Building the unit Garrisons, standing in for its models (rulebook p.44). */
  readonly garrison?: TerrainPiece;
}

export interface SightTerrain {
  readonly piece: TerrainPiece;
  readonly box: Box;
  /** Its Size, plus that of a Hill it stands on (rulebook p.42). */
  readonly size: number;
}

/** Everything about a table that Line of Sight reads, precomputed. */
export interface SightIndex {
  readonly byId: ReadonlyMap<string, SightModel>;
  readonly models: readonly SightModel[];
  readonly terrain: readonly SightTerrain[];
  /** Units Line of Sight finds Obscured in an enemy Ranged Attack (Shrouded, Obfuscating (X")). */
  readonly shrouded: ReadonlySet<string>;
}

// Tables are immutable values: an index made for one stays right for it.
const indexes = new WeakMap<Table, SightIndex>();

/**
 * The sight index of a table, made on first use and kept while the table lives:
 * for callers that check a few lines on a table they keep. The game gives the
 * same table again while no model moves (game/table-of.ts), so its index is kept too.
 */
export function sightIndex(table: Table): SightIndex {
  const known = indexes.get(table);
  if (known !== undefined) return known;
  const index = buildSightIndex(table);
  indexes.set(table, index);
  return index;
}

/** The sight index of a table (sightIndex), looked up at the first call: for a list of checks that may need none. */
export function lazySightIndex(table: Table): () => SightIndex {
  let index: SightIndex | undefined;
  return () => (index ??= sightIndex(table));
}

/** What Line of Sight reads of a unit's rules (game step lineOfSightDrawn), read once per unit. */
type SightRules = Pick<SightModel, 'flying' | 'bulwark' | 'walls' | 'rollingStock' | 'pioneers'>;

function sightRules(unit: TableUnit): SightRules {
  const { flying, bulwark, walls, rollingStock, pioneers } = sightTraitsOf(unit);
  return { flying, bulwark, walls, rollingStock, pioneers };
}

/** What Line of Sight reads of a footprint: its centre and box. */
interface SightPlacement {
  readonly centre: Point;
  readonly box: Box;
}

// Footprints are immutable values, kept while their model stays put (game/drawn-footprint.ts).
const placements = new WeakMap<Shape, SightPlacement>();

/** A footprint's centre and box, remembered per footprint. */
function sightPlacement(footprint: Shape): SightPlacement {
  const known = placements.get(footprint);
  if (known !== undefined) return known;
  const placement = { centre: centreOf(footprint), box: boxOf(footprint) };
  placements.set(footprint, placement);
  return placement;
}

/** The box of a shape that lives on (a model's footprint, a terrain piece's area), remembered per shape. */
export function lastingBox(shape: Shape): Box {
  return sightPlacement(shape).box;
}

/** The sight index of a table, made now. */
export function buildSightIndex(table: Table): SightIndex {
  const rulesOf = new Map<TableUnit, SightRules>();
  const models = table.models.map((model): SightModel => {
    const unit = unitOf(table, model);
    const { centre, box } = sightPlacement(model.footprint);
    let rules = rulesOf.get(unit);
    if (rules === undefined) {
      rules = sightRules(unit);
      rulesOf.set(unit, rules);
    }
    // Field by field rather than a spread of the rules: one shape, made faster.
    return {
      model,
      unit,
      centre,
      box,
      groundSize: unit.size + hillSizeAt(table.terrain, centre),
      flying: rules.flying,
      bulwark: rules.bulwark,
      walls: rules.walls,
      rollingStock: rules.rollingStock,
      pioneers: rules.pioneers,
    };
  });
  const sizes = terrainSizes(table.terrain);
  return {
    byId: new Map(models.map((m) => [m.model.id, m])),
    models,
    terrain: table.terrain.map((piece, i) => ({
      piece,
      box: boxOf(piece.area),
      size: sizes[i] ?? piece.size,
    })),
    shrouded: shroudedUnits(table),
  };
}

import type { TableUnit } from '../table.js';
import { type TerrainPiece, hasFeature } from '../terrain.js';
import { movementTraitsOf } from '../unit-traits.js';

/**
 * How a moving unit treats a piece of terrain (rulebook pp.40-42 and the
 * glossary's movement rules):
 * - `open`: no effect;
 * - `difficult`: distance moved while in it counts double (Difficult, Dense, Water for Infantry and Cavalry);
 * - `obstacle`: crossing it costs 1" (Infantry, Cavalry) or is not allowed (Field Guns);
 * - `passable`: may be moved through but not ended in (Stilted (X) over low Blocking Terrain; Soar (X"));
 * - `impassable`: may not be entered (Impassable, Blocking, Water for Field Guns, Armour, Artillery).
 */
export type Treatment = 'open' | 'difficult' | 'obstacle' | 'passable' | 'impassable';

/** What the move is, as far as terrain is concerned. */
export interface TerrainContext {
  /** rulebook p.36 Falling Back: unaffected by any terrain that is not Impassable. */
  readonly onlyImpassable?: boolean;
}

/**
 * The Sizes a treatment compares (glossary: Large, Stilted (X)): the piece's,
 * raised by a Hill it stands on, and the moving unit's (rulebook p.40 Mixed
 * Sizes; battlefield/sizes.ts). Without a table, the printed Sizes.
 */
export interface TreatmentSizes {
  readonly piece: number;
  readonly unit: number;
}

/** The treatment of one piece by one unit. */
export function treatmentOf(
  piece: TerrainPiece,
  unit: TableUnit,
  context: TerrainContext = {},
  sizes: TreatmentSizes = { piece: piece.size, unit: unit.size },
): Treatment {
  // The unit's rules, read at the game step unitMoves (Flying, Hover, Large, Pioneers, Stilted (X)).
  const traits = movementTraitsOf(unit);
  const underStilts = traits.stilts !== undefined && sizes.piece <= traits.stilts;
  const hover = traits.hovers;

  if (traits.overEverything) return 'open';
  // glossary: Soar (X"): all Terrain is Open, but the move cannot end in Impassable or Blocking Terrain.
  if (unit.soaring !== undefined)
    return hasFeature(piece, 'blocking') || hasFeature(piece, 'impassable') ? 'passable' : 'open';
  if (hasFeature(piece, 'blocking')) {
    // glossary Large: Blocking Terrain two or more Sizes lower is treated as Dense (then as Open, below).
    const lowBlocking = traits.lowBlockingOpen;
    if (lowBlocking !== undefined && sizes.unit >= sizes.piece + lowBlocking) return 'open';
    if (underStilts) return 'passable';
    return 'impassable';
  }
  if (hasFeature(piece, 'impassable')) return 'impassable';
  if (context.onlyImpassable === true) return 'open';
  // glossary: Hoarfrost Aura (X"): Difficult even for units that usually ignore it (Hover, Pioneers, Stilted, Large).
  const aura = piece.difficultAura;
  if (aura !== undefined) return aura.unaffected.includes(unit.id) ? 'open' : 'difficult';

  const water =
    hasFeature(piece, 'water') && !hover && !underStilts ? waterTreatment(unit) : 'open';
  if (water === 'impassable') return 'impassable';
  // Each source of rough ground, and the rules that smooth it (glossary Pioneers, Large, Stilted (X), Hover).
  // glossary: Pathfinders: a unit guided by one treats them as Open (battlefield/table.ts pathfound).
  const smooth = traits.roughGroundOpen || underStilts || unit.pathfound === true;
  const difficult = hasFeature(piece, 'difficult') && !(smooth || hover);
  const dense = hasFeature(piece, 'dense') && !smooth;
  if (difficult || dense || water === 'difficult') return 'difficult';
  if (hasFeature(piece, 'obstacle') && !hover) return obstacleTreatment(unit);
  return 'open';
}

/** rulebook p.42 Water: Infantry and Cavalry treat it as Difficult, Field Guns, Armour and Artillery as Impassable. */
function waterTreatment(unit: TableUnit): Treatment {
  if (unit.type === 'infantry' || unit.type === 'cavalry') return 'difficult';
  if (unit.type === 'fieldGun' || unit.type === 'armour' || unit.type === 'artillery')
    return 'impassable';
  return 'open';
}

/** rulebook p.42 Obstacles: Infantry and Cavalry pay 1" to cross, Field Guns cannot, others are unaffected. */
function obstacleTreatment(unit: TableUnit): Treatment {
  if (unit.type === 'infantry' || unit.type === 'cavalry') return 'obstacle';
  if (unit.type === 'fieldGun') return 'impassable';
  return 'open';
}

import {
  type GameSetup,
  type TableState,
  type TargetCategory,
  armyUnit,
} from '@warroom/armoured-clash';

/**
 * Kept over the longest Long Range when ranges are compared (inches): far more
 * than the engine's EPSILON, so a target the screen rules out is always beyond
 * the range the engine measures.
 */
const RANGE_MARGIN = 0.01;

/** How far a model's Footprint reaches from its centre point: its base's half-diagonal, or its outline's farthest corner. */
function footprintReach(setup: GameSetup, unit: string): number {
  const { width, depth, outline } = armyUnit(setup, unit).footprint;
  return outline === undefined
    ? Math.hypot(width, depth) / 2
    : Math.max(...outline.map(([x, y]) => Math.hypot(x, y)));
}

/**
 * The longest Long Range of the attacker's Ranged Attack rows against a target
 * of `categories` (rulebook p.13 Armaments Grid), or undefined when it has no
 * such row (p.17 Check Armaments).
 */
function longestRange(
  setup: GameSetup,
  attacker: string,
  categories: readonly TargetCategory[],
): number | undefined {
  let longest: number | undefined;
  for (const row of armyUnit(setup, attacker).armaments.rows) {
    if (row.attack !== 'ranged' || !categories.includes(row.target)) continue;
    longest = Math.max(longest ?? 0, row.range.long);
  }
  return longest;
}

/**
 * Whether the engine would surely refuse a Ranged Attack of `attacker` at
 * `target` (rulebook p.26 Choose a Target; p.17 Target Acquisition: Check
 * Armaments, Check Range), by checks far cheaper than planning it: the
 * attacker not on the battlefield, the target no enemy on it, no row for any
 * category the target may count as (an Entrenched Light target may count as
 * Heavy, glossary: Construction Team), or every model of the target beyond the
 * longest Long Range of those rows from the attacking Officer (p.11 Measuring
 * Distances: between the closest points of the Footprints, which lie within
 * their reach of the models' centres). A Soaring or Garrisoned unit (its Target Category or the point
 * ranges are measured from change) is never ruled out by range or armaments.
 * False means only that the engine must be asked.
 */
export function shotRuledOut(
  setup: GameSetup,
  state: TableState,
  attacker: string,
  target: string,
): boolean {
  const shooting = state.units[attacker];
  const targeted = state.units[target];
  if (shooting === undefined || targeted === undefined) return false;
  if (!targeted.deployed || targeted.annihilated || targeted.side === shooting.side) return true;
  if (!shooting.deployed) return true;
  if (targeted.soaring !== undefined || targeted.garrisoning !== undefined) return false;
  if (shooting.garrisoning !== undefined) return false;
  const category = armyUnit(setup, target).category;
  const range = longestRange(
    setup,
    attacker,
    category === 'light' ? [category, 'heavy'] : [category],
  );
  if (range === undefined) return true;
  const officer = shooting.models.find((m) => m.id === shooting.officer);
  if (officer === undefined || targeted.models.length === 0) return false;
  // Each Footprint lies within its reach of its centre (game/army-unit.ts footprintOf): the gap is at least the centres' distance less both reaches.
  const beyond =
    range + RANGE_MARGIN + footprintReach(setup, attacker) + footprintReach(setup, target);
  return targeted.models.every((m) => Math.hypot(m.x - officer.x, m.y - officer.y) > beyond);
}

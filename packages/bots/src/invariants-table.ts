import {
  type GameSetup,
  type GameState,
  type Table,
  type TableModel,
  battlefieldArea,
  setupInPlay,
  tableOf,
  terrainSizes,
  treatmentOf,
  unitOf,
  unitSize,
} from '@warroom/armoured-clash';
import { type Shape, insideRegion, overlaps } from '@warroom/engine';
import type { DecisionStep, Invariant } from './invariants.js';

/** The table a decision left, on the battlefield as the game plays it (terrain and Clash chosen, zones claimed). */
function tableAfter(setup: GameSetup, after: GameState): Table {
  return tableOf(setupInPlay(setup, after), after);
}

/**
 * An invariant about the table alone: checked once per table drawn (tables are
 * immutable values, drawn again only when a unit's models or the Wrecked
 * buildings change), so decisions that move nothing cost nothing.
 */
function onTable(
  name: string,
  check: (table: Table, where: string, exempt: ReadonlySet<string>) => string | undefined,
  exemptNow: (after: GameState) => ReadonlySet<string>,
): () => Invariant {
  return () => {
    let checked: Table | undefined;
    return {
      name,
      check: ({ setup, where, after }: DecisionStep) => {
        const table = tableAfter(setup, after);
        if (table === checked) return undefined;
        checked = table;
        return check(table, where, exemptNow(after));
      },
    };
  };
}

/**
 * The Aircraft units flying off the battlefield (rulebook pp.50-51): the
 * active unit in its Air Support Sortie, whose Escape Step takes it off before
 * its last Reaction Step; an Interceptor's Interception Sortie (glossary:
 * Interceptor) once in its Escape Step only, its turn and Approach keeping it
 * on the battlefield (game/aircraft/interception-turn.ts, approach-flight.ts).
 */
function flyingSorties(after: GameState): ReadonlySet<string> {
  const activation = after.activation;
  const flying = new Set<string>();
  if (activation?.sortie !== undefined) flying.add(activation.unit);
  const intercepting = activation?.sortie?.interception ?? activation?.soaringInterception;
  if (intercepting?.step === 'escape') flying.add(intercepting.unit);
  return flying;
}

const NO_UNIT: ReadonlySet<string> = new Set();

/**
 * The Aircraft unit whose models may overlap other models now. Our reading of
 * glossary: Flying ("can move freely through enemy models as long as they end
 * their move at least 1" away from them"), rulebook p.10 (a model is never
 * placed overlapping another) and pp.50-51: the A. Approach Step ends clear of
 * every other model (game/aircraft/approach-clearance.ts; an Interception
 * Sortie's Approach is offered at such distances only, approach.ts
 * approachOptions), and the unit stays there through its B. Reaction
 * and C. Engage Steps; the D. Escape Step flies every model until each corner
 * of its footprint is past an edge (game/aircraft/flight-path.ts
 * escapeDistance), off every model on the battlefield. What remains is a
 * Reaction Step's Opportunity Fire (p.51: by a unit that "could have confirmed
 * Target Acquisition on the Air Support unit at any point during the previous
 * step's move"): it is made with the Aircraft where that unit first had it in
 * its sights, a place its flight passed through, over other models perhaps,
 * until the step ends and its models are put back (`Sortie.standing`). Then
 * alone the active unit is exempt. An interceptor is never exempt: the turn
 * that starts its Interception Sortie leaves every model on the battlefield
 * and clear of every other model (glossary: Interceptor;
 * game/aircraft/interception-turn.ts), and its Approach ends clear of them.
 */
function overlapAllowed(after: GameState): ReadonlySet<string> {
  const activation = after.activation;
  return activation?.sortie?.standing !== undefined ? new Set([activation.unit]) : NO_UNIT;
}

/** rulebook p.8 The Battlefield, p.16 Moving a Unit: every model on the table lies wholly on the battlefield (a sortie's Aircraft aside). */
export const onTheBattlefield = onTable(
  'rulebook p.8, p.16: every model on the table is wholly on the battlefield',
  (table, where, flying) => {
    const area = battlefieldArea(table);
    const off = table.models.find((m) => !flying.has(m.unit) && !insideRegion(m.footprint, area));
    return off === undefined
      ? undefined
      : `${where}: ${off.id} (${off.unit}) is off the battlefield`;
  },
  flyingSorties,
);

/**
 * rulebook p.41 Impassable Terrain, p.42 Blocking Terrain: no model stands in
 * terrain its unit cannot enter; glossary: Soar (X"), Stilted (X): nor ends a
 * move in terrain it may only pass over. How a unit treats each piece is the
 * engine's own (`treatmentOf`, with the Sizes of the table as moves read them).
 */
export const outOfImpassableTerrain = onTable(
  'rulebook pp.41-42: no model stands in Impassable or Blocking Terrain its unit cannot enter',
  (table, where) => {
    const sizes = terrainSizes(table.terrain);
    for (const unit of table.units.values()) {
      const models = table.models.filter((m) => m.unit === unit.id);
      if (models.length === 0) continue;
      const size = unitSize(table, unit.id);
      for (const [i, piece] of table.terrain.entries()) {
        const treatment = treatmentOf(
          piece,
          unit,
          {},
          { piece: sizes[i] ?? piece.size, unit: size },
        );
        if (treatment !== 'impassable' && treatment !== 'passable') continue;
        const inside = models.find((m) => overlaps(m.footprint, piece.area));
        if (inside !== undefined)
          return `${where}: ${inside.id} (${unit.id}) stands in ${piece.name} (${piece.id})`;
      }
    }
    return undefined;
  },
  () => NO_UNIT,
);

/** The axis-aligned box of a footprint, to rule out most pairs before the exact test. */
interface Box {
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
}

function boxOf(shape: Shape): Box {
  if (shape.kind === 'circle') {
    const { centre, radius } = shape;
    return {
      minX: centre.x - radius,
      maxX: centre.x + radius,
      minY: centre.y - radius,
      maxY: centre.y + radius,
    };
  }
  const points = shape.points;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return {
    minX: Math.min(...xs),
    maxX: Math.max(...xs),
    minY: Math.min(...ys),
    maxY: Math.max(...ys),
  };
}

/** The first two models whose footprints overlap, swept along x. */
function overlappingPair(models: readonly TableModel[]): [TableModel, TableModel] | undefined {
  const boxed = models
    .map((model) => ({ model, box: boxOf(model.footprint) }))
    .sort((p, q) => p.box.minX - q.box.minX);
  for (const [i, p] of boxed.entries()) {
    for (const q of boxed.slice(i + 1)) {
      if (q.box.minX > p.box.maxX) break;
      if (q.box.minY > p.box.maxY || q.box.maxY < p.box.minY) continue;
      if (overlaps(p.model.footprint, q.model.footprint)) return [p.model, q.model];
    }
  }
  return undefined;
}

/**
 * rulebook p.10 In Contact, p.16 Moving a Unit: models may touch but never
 * overlap, friend or foe (an Aircraft unit fired at along its flight aside:
 * overlapAllowed).
 */
export const noOverlappingModels = onTable(
  'rulebook p.10, p.16: no two models on the table overlap',
  (table, where, exempt) => {
    const pair = overlappingPair(table.models.filter((m) => !exempt.has(m.unit)));
    if (pair === undefined) return undefined;
    const [p, q] = pair;
    return `${where}: ${p.id} (${unitOf(table, p).id}) overlaps ${q.id} (${unitOf(table, q).id})`;
  },
  overlapAllowed,
);

/** The invariants about where models stand, fresh for one game (each remembers the last table it checked). */
export function tableInvariants(): Invariant[] {
  return [onTheBattlefield(), outOfImpassableTerrain(), noOverlappingModels()];
}

import { circle, minkowskiSum, point } from '@warroom/engine';
import type { TerrainPiece } from '../battlefield/terrain.js';
import type { GameSetup } from './army.js';
import type { GameState } from './state.js';
import { armyUnit, footprintOf } from './army-unit.js';
import { unitStep } from './unit-rules.js';

const RULE = 'glossary: Hoarfrost Aura (X")';
/** glossary: Hoarfrost Aura (X"): "Units with the Inhuman trait are unaffected". */
const INHUMAN = 'inhuman';

/** The holders of a setup (unit id and X), and its Inhuman units: profiles never change during a game. */
interface Frost {
  readonly holders: readonly (readonly [string, number])[];
  readonly inhuman: readonly string[];
}
const frostCache = new WeakMap<GameSetup, Frost>();

function frostOf(setup: GameSetup): Frost {
  const known = frostCache.get(setup);
  if (known !== undefined) return known;
  const units = [...setup.generals.a.units, ...setup.generals.b.units];
  const holders: (readonly [string, number])[] = [];
  for (const unit of units) {
    const reach = unitStep(setup, unit.id, 'difficultTerrainAura', undefined);
    if (reach !== undefined) holders.push([unit.id, reach]);
  }
  const inhuman = units
    .filter((u) => u.traits.some((t) => t.toLowerCase() === INHUMAN))
    .map((u) => u.id);
  const frost = { holders, inhuman };
  frostCache.set(setup, frost);
  return frost;
}

/**
 * glossary: Hoarfrost Aura (X"): "All units within X" of this unit count as
 * being in Difficult Terrain for the purposes of Movement", even those that
 * usually ignore it (Hover, Pioneers, Stilted (X")). Each model of a holder on
 * the battlefield brings an area: the points within X" of its Footprint (a
 * model whose Footprint enters it is within X"), Difficult for every unit but
 * the holder itself and Inhuman units (battlefield/movement/terrain-treatment.ts).
 * It has no Features, so it changes nothing but movement. A holder set aside
 * (Garrisoning, Embarked) brings none.
 */
export function hoarfrostAuras(setup: GameSetup, units: GameState['units']): TerrainPiece[] {
  const frost = frostOf(setup);
  const pieces: TerrainPiece[] = [];
  for (const [id, reach] of frost.holders) {
    const holder = units[id];
    if (holder?.deployed !== true || holder.annihilated || holder.garrisoning !== undefined)
      continue;
    const unit = armyUnit(setup, id);
    const unaffected = [id, ...frost.inhuman];
    const around = circle(point(0, 0), reach);
    for (const model of holder.models) {
      pieces.push({
        id: `hoarfrost of ${model.id}`,
        name: `the Hoarfrost Aura of ${unit.name}`,
        area: minkowskiSum(footprintOf(unit, model), around),
        size: 0,
        features: [],
        difficultAura: { rule: RULE, unaffected },
      });
    }
  }
  return pieces;
}

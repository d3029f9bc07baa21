import { overlaps } from '@warroom/engine';
import { type Table, modelsOf } from '../battlefield/table.js';
import { hasFeature } from '../battlefield/terrain.js';
import type { GameSetup } from './army.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';
import { acquisitionRoute } from './acquisition-route.js';

// A setup's profiles never change: whether any unit has a Trap row, once per setup.
const trapCache = new WeakMap<GameSetup, boolean>();

/** Whether any unit of the game has a row with the Trap quality (else nothing need be recorded). */
function trapInPlay(setup: GameSetup): boolean {
  const known = trapCache.get(setup);
  if (known !== undefined) return known;
  const units = [...setup.generals.a.units, ...setup.generals.b.units];
  // Game step targetAcquisition: a row only Trap-exposed units can be the target of.
  const found = units.some((u) =>
    u.armaments.rows.some((r) => acquisitionRoute(r).trapExposedOnly),
  );
  trapCache.set(setup, found);
  return found;
}

/** Whether a unit stands Garrisoning a Defensible Building, or with a model in Difficult or Dense Terrain. */
function inTrapCover(table: Table, unitId: string): boolean {
  if (table.units.get(unitId)?.garrisoning !== undefined) return true;
  const rough = table.terrain.filter((t) => hasFeature(t, 'difficult') || hasFeature(t, 'dense'));
  return modelsOf(table, unitId).some((m) => rough.some((t) => overlaps(m.footprint, t.area)));
}

/**
 * glossary: Trap — the units a Trap attack may be made against: those that
 * started or ended their latest Movement Step Garrisoning a Defensible Building
 * or with at least one model in Difficult or Dense Terrain. Recorded on the
 * unit (`trapExposed`, which the table carries): as its Activation starts, set
 * or cleared; as its Movement Step ends, set if it stands so then.
 */
export function recordTrapCover(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  moment: 'start' | 'end',
): void {
  const unit = state.units[unitId];
  if (unit === undefined || !trapInPlay(setup)) return;
  if (!unit.deployed && unit.garrisoning === undefined) return;
  const covered = inTrapCover(tableOf(setup, state), unitId);
  if (covered) unit.trapExposed = true;
  else if (moment === 'start') unit.trapExposed = undefined;
}

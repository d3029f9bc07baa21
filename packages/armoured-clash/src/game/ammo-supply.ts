import { EPSILON } from '@warroom/engine';
import { distanceBetweenUnits } from '../battlefield/table.js';
import type { CombatRatingModifier } from '../dice/combat-rating.js';
import type { GameSetup } from './army.js';
import { hasTrait } from './held-rules.js';
import { armyUnit } from './army-unit.js';
import { type TableState, tableOf } from './table-of.js';
import { unitStep } from './unit-rules.js';

/** glossary: Ammo Supply (X) — how close the supplied unit must be, in inches. */
export const AMMO_SUPPLY_DISTANCE = 3;

// A setup's units never change during a game: find those with the rule once per setup.
const suppliersCache = new WeakMap<GameSetup, ReadonlyMap<string, readonly string[]>>();

/** The units of a setup with Ammo Supply (X), with their X Traits (game step ammoSuppliedTraits). */
function suppliersOf(setup: GameSetup): ReadonlyMap<string, readonly string[]> {
  const known = suppliersCache.get(setup);
  if (known !== undefined) return known;
  const found = new Map<string, readonly string[]>();
  for (const unit of [...setup.generals.a.units, ...setup.generals.b.units]) {
    const traits = unitStep(setup, unit.id, 'ammoSuppliedTraits', []);
    if (traits.length > 0) found.set(unit.id, traits);
  }
  suppliersCache.set(setup, found);
  return found;
}

/**
 * glossary: Ammo Supply (X) — a unit with the X Trait gains an additional
 * Combat Rating Bonus to its Ranged Attacks while within 3" of a friendly unit
 * with the rule (v1.07: only friendly units benefit). Read literally, each such
 * unit gives one, as each Bonus counts (rulebook p.26). Measured between the
 * closest models of the two units (rulebook p.11).
 */
export function ammoSupplyBonuses(
  setup: GameSetup,
  state: TableState,
  attackerId: string,
): CombatRatingModifier[] {
  const { units } = state;
  const attacker = units[attackerId];
  const holders = suppliersOf(setup);
  if (attacker === undefined || holders.size === 0) return [];
  const suppliers = Object.values(units).filter(
    (u) =>
      u.side === attacker.side &&
      u.id !== attackerId &&
      u.deployed &&
      !u.annihilated &&
      (holders.get(u.id) ?? []).some((trait) => hasTrait(setup, attackerId, trait)),
  );
  if (suppliers.length === 0) return [];
  const table = tableOf(setup, state);
  return suppliers
    .filter((u) => distanceBetweenUnits(table, u.id, attackerId) <= AMMO_SUPPLY_DISTANCE + EPSILON)
    .map((u) => ({
      source: `Ammo Supply of ${armyUnit(setup, u.id).name}`,
      effect: 'bonus',
      cause: 'other',
    }));
}

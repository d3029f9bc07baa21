import { lineOfSight } from '../battlefield/line-of-sight.js';
import { lazySightIndex } from '../battlefield/sight-index.js';
import { modelsOf } from '../battlefield/table.js';
import type { GameSetup } from './army.js';
import { closeRow } from './close-quarters-rows.js';
import { manoeuvreLimits, mayMake } from './manoeuvre-limits.js';
import type { GameState } from './state.js';
import { armyUnit } from './army-unit.js';
import { tableOf } from './table-of.js';

/**
 * rulebook p.24 Charge: only a unit with a Melee or Impact attack; against an
 * enemy unit its Officer has Clear or Obscured Line of Sight to, not Aircraft or Rotorcraft.
 */
export function chargeTargets(
  setup: GameSetup,
  units: GameState['units'],
  unitId: string,
): string[] {
  const unit = armyUnit(setup, unitId);
  const mayCharge = mayMake(manoeuvreLimits(setup, unitId), 'charge');
  if (closeRow(unit) === undefined || !mayCharge) return [];
  const table = tableOf(setup, { units });
  const officer = table.models.find((m) => m.id === units[unitId]?.officer);
  if (officer === undefined) return [];
  const sight = lazySightIndex(table);
  return Object.values(units)
    .filter((t) => t.side !== units[unitId]?.side && t.deployed && !t.annihilated)
    .filter((t) => !['aircraft', 'rotorcraft'].includes(armyUnit(setup, t.id).type))
    .filter((t) =>
      modelsOf(table, t.id).some(
        (m) =>
          lineOfSight(table, officer, m, { rangedAttack: false }, sight()).visibility !== 'blocked',
      ),
    )
    .map((t) => t.id);
}

import { lineOfSight } from '../battlefield/line-of-sight.js';
import { lazySightIndex } from '../battlefield/sight-index.js';
import { standingModels } from '../battlefield/garrison.js';
import type { GameSetup } from './army.js';
import type { ChoiceConstraint } from './choice.js';
import { closeRow } from './close-quarters-rows.js';
import { demolitionTargets } from './demolition-targets.js';
import { manoeuvreLimits, mayMake } from './manoeuvre-limits.js';
import type { UnitState } from './state.js';
import { armyUnit } from './army-unit.js';
import { type TableState, tableOf } from './table-of.js';

/**
 * rulebook p.24 Charge: only a unit with a Melee or Impact attack; against an
 * enemy unit its Officer has Clear or Obscured Line of Sight to, not Aircraft or Rotorcraft;
 * a Garrisoned unit through its building (rulebook p.45 Storming a Building).
 */
export function chargeTargets(setup: GameSetup, state: TableState, unitId: string): string[] {
  const chargeable = chargeableCheck(setup, state, unitId);
  return chargeable === undefined
    ? []
    : Object.values(state.units)
        .filter(chargeable)
        .map((t) => t.id);
}

/** Whether `targetId` is one of chargeTargets (same state and unit), checking that unit only. */
export function mayChargeTarget(
  setup: GameSetup,
  state: TableState,
  unitId: string,
  targetId: string,
): boolean {
  const { units } = state;
  const target = Object.hasOwn(units, targetId) ? units[targetId] : undefined;
  const chargeable = target === undefined ? undefined : chargeableCheck(setup, state, unitId);
  return target !== undefined && chargeable !== undefined && chargeable(target);
}

/** The check of a target for chargeTargets, or undefined when the unit can Charge none. */
function chargeableCheck(
  setup: GameSetup,
  state: TableState,
  unitId: string,
): ((target: UnitState) => boolean) | undefined {
  const { units } = state;
  const unit = armyUnit(setup, unitId);
  const mayCharge = mayMake(manoeuvreLimits(setup, unitId, units), 'charge');
  if (closeRow(unit) === undefined || !mayCharge) return undefined;
  const table = tableOf(setup, state);
  const officer = table.models.find((m) => m.id === units[unitId]?.officer);
  if (officer === undefined) return undefined;
  const sight = lazySightIndex(table);
  return (t) =>
    t.side !== units[unitId]?.side &&
    t.deployed &&
    !t.annihilated &&
    !['aircraft', 'rotorcraft'].includes(armyUnit(setup, t.id).type) &&
    standingModels(table, t.id).some(
      (m) =>
        lineOfSight(table, officer, m, { rangedAttack: false, untilBlocked: true }, sight())
          .visibility !== 'blocked',
    );
}

/**
 * The Charge a unit may make in its Movement Step, up to `limit` inches, its
 * targets (chargeTargets, then demolitionTargets) listed when first read: most choices made in a
 * Movement Step never read them, and each costs Line of Sight checks.
 */
export function chargeConstraint(
  setup: GameSetup,
  state: TableState,
  unitId: string,
  limit: number,
): Extract<ChoiceConstraint, { kind: 'charge' }> {
  let targets: readonly string[] | undefined;
  return {
    kind: 'charge',
    unit: unitId,
    limit,
    get targets() {
      // glossary: Demolition: the unit may also target an unoccupied Defensible Building.
      return (targets ??= [
        ...chargeTargets(setup, state, unitId),
        ...demolitionTargets(setup, state, unitId),
      ]);
    },
  };
}

import { weaponUseOf } from './weapon-use-of.js';
import type { ArmyRangedRow } from './army.js';
import type { UnitState } from './state.js';

/** Why a row cannot make this attack now: the rule that forbids it, and what it says. */
export interface RowRefusal {
  readonly rule: string;
  readonly message: string;
}

/** How a Ranged row would be used now: the conditions its qualities read. */
export interface RowUse {
  /** Made as Opportunity Fire (rulebook p.25), not in the Attack Step. */
  readonly opportunityFire: boolean;
  /** The unit made an Advance manoeuvre in this Activation (glossary: Move or Fire). */
  readonly advanced?: boolean;
  /** At the units along a line drawn from the Officer (glossary: Coruscating). */
  readonly alongLine?: boolean;
  /** Against a Portal Marker (glossary: Portal Blast; game/portals/portal-blast.ts). */
  readonly atPortal?: boolean;
}

/**
 * Whether a Ranged row may make this attack (Opportunity Fire or in the Attack Step):
 * - glossary: Slow to Fire — not while the unit is Reloading or Suppressed, nor as Opportunity Fire;
 * - glossary: Reactive — only as Opportunity Fire, and not while Reloading;
 * - glossary: Coruscating — never as Opportunity Fire, and only at the units
 *   along a line drawn from the Officer (`alongLine`: game/coruscating.ts);
 * - glossary: Move or Fire — not in the Attack Step of an Activation in which
 *   the unit made an Advance manoeuvre (`advanced`);
 * - glossary: Portal Blast — only against a Portal Marker (`atPortal`), never an enemy unit.
 */
export function rowRefusal(
  row: ArmyRangedRow,
  unit: UnitState,
  { opportunityFire, advanced = false, alongLine = false, atPortal = false }: RowUse,
): RowRefusal | undefined {
  const use = weaponUseOf(row);
  const reloading = unit.statuses.includes('reloading');
  if (use.slowToFire) {
    const rule = 'glossary: Slow to Fire';
    if (reloading) return { rule, message: 'this attack cannot be used while Reloading' };
    if (unit.statuses.includes('suppressed'))
      return { rule, message: 'this attack cannot be used while Suppressed' };
    if (opportunityFire) return { rule, message: 'this attack cannot make Opportunity Fire' };
  }
  if (use.reactive) {
    const rule = 'glossary: Reactive';
    if (!opportunityFire) return { rule, message: 'this attack is only made as Opportunity Fire' };
    if (reloading) return { rule, message: 'this attack cannot be used while Reloading' };
  }
  if (use.coruscatingLine && opportunityFire) {
    return { rule: 'glossary: Coruscating', message: 'this attack cannot make Opportunity Fire' };
  }
  if (use.coruscatingLine && !alongLine) {
    return {
      rule: 'glossary: Coruscating',
      message: 'this attack targets the units along a line from the Officer (coruscatingAttack)',
    };
  }
  if (use.portalBlast !== atPortal) {
    return {
      rule: 'glossary: Portal Blast',
      message: atPortal
        ? 'only an attack with Portal Blast is made against a Portal Marker'
        : 'this attack is made against a Portal Marker, not a unit (portalBlast)',
    };
  }
  if (use.moveOrFire && advanced && !opportunityFire) {
    return {
      rule: 'glossary: Move or Fire',
      message: 'this attack cannot be used in the Attack Step after an Advance manoeuvre',
    };
  }
  return undefined;
}

/** Whether a unit has a row for the target and may use it now. */
export function usable(
  row: ArmyRangedRow | undefined,
  unit: UnitState | undefined,
  use: RowUse,
): boolean {
  return row !== undefined && unit !== undefined && rowRefusal(row, unit, use) === undefined;
}

/** glossary: Slow to Fire, Reactive — once the attack is resolved, the unit gains the Reloading status. */
export function reloadsAfter(row: ArmyRangedRow): boolean {
  return weaponUseOf(row).reloads;
}

import type { ArmyUnit, GameSetup } from '../game/army.js';
import type { GameState } from '../game/state.js';
import type { RuleRef } from '../rules/rule-ref.js';
import { skirmish } from './game-fixture.js';

/** How a test changes a unit's profile. */
export type UnitChange = (unit: ArmyUnit) => ArmyUnit;

/** The skirmish (or `base`) with the units named changed. */
export function withChanges(
  changes: Readonly<Record<string, UnitChange>>,
  base: GameSetup = skirmish(),
): GameSetup {
  const side = (units: readonly ArmyUnit[]) => units.map((u) => changes[u.id]?.(u) ?? u);
  return {
    ...base,
    generals: {
      a: { ...base.generals.a, units: side(base.generals.a.units) },
      b: { ...base.generals.b, units: side(base.generals.b.units) },
    },
  };
}

/** A change adding special rules to a unit's profile. */
export const holding =
  (...rules: RuleRef[]): UnitChange =>
  (unit) => ({ ...unit, specialRules: [...unit.specialRules, ...rules] });

/**
 * Puts a unit's models where a test needs them, all facing east (0 radians: a
 * Tanks model is then 3" along x, 2" along y; a Rifles model 1" square). The
 * first position is the Officer's.
 */
export function put(state: GameState, unitId: string, at: readonly (readonly [number, number])[]) {
  const unit = state.units[unitId];
  if (unit === undefined) throw new RangeError(`no unit ${unitId}`);
  unit.models = at.map(([x, y], i) => ({ id: `${unitId}#${i + 1}`, x, y, facing: 0 }));
  unit.officer = `${unitId}#1`;
}

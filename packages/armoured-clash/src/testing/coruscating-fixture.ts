import { applyChoice } from '../game/apply-choice.js';
import type { ArmyUnit, GameSetup } from '../game/army.js';
import type { GameState } from '../game/state.js';
import type { RuleRef } from '../rules/rule-ref.js';
import { opened } from './clash-fixture.js';
import { skirmishWith } from './melee-fixture.js';

/** How far east A's and B's rifles are moved onto the line north of A's tanks (x = 24), in inches. */
const ONTO_THE_LINE = 14;
/** Where the rifles stand on that line: A's own nearer, B's beyond them (B's tanks further still). */
const A_RIFLES_Y = 12;
const B_RIFLES_Y = 20;

/**
 * The unit with Coruscating and `more` qualities on its row against Light
 * targets, after the row's own qualities, or in their place when `replace`.
 */
export function coruscatingRow(
  unit: ArmyUnit,
  more: readonly RuleRef[] = [],
  replace = false,
): ArmyUnit {
  const added = [{ name: 'Coruscating' }, ...more];
  return {
    ...unit,
    armaments: {
      ...unit.armaments,
      rows: unit.armaments.rows.map((row) =>
        row.attack === 'ranged' && row.target === 'light'
          ? { ...row, qualities: replace ? added : [...row.qualities, ...added] }
          : row,
      ),
    },
  };
}

/**
 * The skirmish with A's tanks `armed`: by default, their row against Light
 * targets given Coruscating (not the one against Heavy targets).
 */
export function coruscatingTanks(
  armed: (tanks: ArmyUnit) => ArmyUnit = (tanks) => coruscatingRow(tanks),
): GameSetup {
  const base = skirmishWith({});
  const units = base.generals.a.units.map((u) => (u.id === 'a-tanks' ? armed(u) : u));
  return { ...base, generals: { ...base.generals, a: { ...base.generals.a, units } } };
}

/**
 * Along the line north from A's tanks (x = 24): A's own rifles (y = 12), B's
 * rifles (y = 20), B's tanks beyond. A's tanks in their Attack Step.
 */
export function coruscatingLine(setup: GameSetup): GameState {
  const state = opened(setup);
  for (const [id, y] of [
    ['a-rifles', A_RIFLES_Y],
    ['b-rifles', B_RIFLES_Y],
  ] as const) {
    const unit = state.units[id];
    if (unit === undefined) throw new RangeError(`the setup has no unit ${id}`);
    unit.models = unit.models.map((m) => ({ ...m, x: m.x + ONTO_THE_LINE, y }));
  }
  const activated = applyChoice(setup, state, { kind: 'activate', unit: 'a-tanks' }).state;
  return applyChoice(setup, activated, { kind: 'hold' }).state;
}

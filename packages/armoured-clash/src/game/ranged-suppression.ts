import type { PreparedAttack } from '../attack/prepare.js';
import type { AttackOutcome } from '../attack/resolve.js';
import { checkForSuppression, suppressionTestFailure } from '../attack/suppression.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { type GameEvent, event } from './events.js';
import { rangedTargetMorale } from './ranged-target-morale.js';
import type { GameState, UnitState } from './state.js';
import { suppressionTestDue } from './suppression-test-due.js';
import { canBeSuppressed } from './aircraft/aircraft.js';

/**
 * rulebook p.27 4. Check for Suppression, once a Ranged Attack's losses are
 * applied: whether the target must test (at its Discipline with every modifier
 * of where it stands), passes without a card (Peer Review and the like), or
 * takes the test (`testWindow`: it may wait for its General's Command,
 * game/suppression-test-due.ts). The target still standing. An Aircraft unit
 * takes none ("Aircraft units cannot be Suppressed", p.51) unless its rules
 * let it gain the Suppressed status (Hot Headed: aircraft/aircraft.ts
 * canBeSuppressed); every caller relies on this check.
 */
export function rangedAttackSuppression(
  setup: GameSetup,
  state: GameState,
  prepared: PreparedAttack,
  outcome: AttackOutcome,
  targetState: UnitState,
  testWindow: boolean,
): GameEvent[] {
  if (!canBeSuppressed(setup, targetState.id)) return [];
  const target = armyUnit(setup, targetState.id);
  const morale = rangedTargetMorale(setup, state, targetState.id);
  const check = checkForSuppression(prepared, outcome.target, morale);
  if (!check.required) return [];
  if (check.passesAutomatically) {
    return [
      event('suppressionTest', `${target.name} passes its Suppression Test without a card`, {
        unit: target.id,
        test: { discipline: check.discipline, passed: true },
      }),
    ];
  }
  const failure = suppressionTestFailure(prepared, morale, targetState.models.length);
  const due = {
    after: 'rangedAttack',
    unit: targetState.id,
    discipline: check.discipline,
    failure,
  } as const;
  return suppressionTestDue(setup, state, due, testWindow);
}

import { activate } from './activation.js';
import { awaitsMovesEnded } from './commands/moves-ended.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { chargeGoesOn } from './charge.js';
import type { AfterTests } from './commands/tests-in-turn.js';
import { type GameEvent, event } from './events.js';
import { finishMovement } from './movement-step.js';
import { passReserveTurn } from './reserves.js';
import type { GameState } from './state.js';
import { suppressionTestDue } from './suppression-test-due.js';

const RULE_NAMES = { shockwave: 'Shockwave', dynamicEntry: 'Dynamic Entry' } as const;

/**
 * glossary: Shockwave, Dynamic Entry (X"): the tests kept (state.testsInTurn,
 * game/commands/tests-in-turn.ts) are taken in turn, and then what follows
 * them, once the choice that called for them (or the Command a test waited
 * for) is made; until a test waits for its General's decision. Called by
 * applyChoice only, above every rule that keeps tests, so no import cycles.
 */
export function testsGoOn(setup: GameSetup, state: GameState): GameEvent[] {
  const events: GameEvent[] = [];
  while (state.testsInTurn !== undefined && !testsWait(state)) {
    events.push(...goOnTesting(setup, state));
  }
  return events;
}

/** Whether the tests wait for a General: a test's Command, or Covering Fire after a Fall Back (rulebook p.37). */
function testsWait(state: GameState): boolean {
  return state.suppressionTest !== undefined || state.enemyEndedMove !== undefined;
}

/**
 * The tests go on where they stopped: each unit still standing takes its test
 * in turn; the game stops while one waits for its General (called again once
 * it is taken: testsGoOn), and outside an Activation while the other General
 * may issue Covering Fire as a unit that failed its test ends its Fall Back. With every unit
 * tested, what follows them.
 */
function goOnTesting(setup: GameSetup, state: GameState): GameEvent[] {
  const events: GameEvent[] = [];
  for (;;) {
    const tests = state.testsInTurn;
    if (tests === undefined || testsWait(state)) return events;
    // rulebook p.37: outside an Activation, a unit that Fell Back after its test: Covering Fire first.
    const covering =
      state.activation === undefined ? awaitsMovesEnded(setup, state, 'testsInTurn') : undefined;
    if (covering !== undefined) return [...events, ...covering];
    const [next, ...rest] = tests.units;
    if (next === undefined) {
      state.testsInTurn = undefined;
      return [...events, ...afterTests(setup, state, tests.then)];
    }
    state.testsInTurn = { ...tests, units: rest };
    const unit = state.units[next];
    if (unit === undefined || unit.annihilated) continue;
    const by = armyUnit(setup, tests.by).name;
    const text = `${by}'s ${RULE_NAMES[tests.rule]}: ${armyUnit(setup, next).name} takes a Suppression Test`;
    events.push(event(tests.rule, text, { unit: next }));
    const due = { after: 'closeQuarters', unit: next, startingModels: unit.models.length } as const;
    events.push(...suppressionTestDue(setup, state, due, true));
  }
}

function afterTests(setup: GameSetup, state: GameState, then: AfterTests): GameEvent[] {
  switch (then.kind) {
    case 'movementStep':
      return finishMovement(setup, state, then.endsActivation);
    case 'charge':
      return chargeGoesOn(setup, state);
    case 'deployReserve':
      return passReserveTurn(setup, state);
    case 'aerialAssault':
      return activate(setup, state, then.unit);
  }
}

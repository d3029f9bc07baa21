import { failedSuppressionTest } from '../attack/suppression.js';
import type { DisciplineModifier } from '../cards/discipline.js';
import type { GameSetup } from './army.js';
import { unitDisciplineTest } from './discipline-test.js';
import { type GameEvent, event } from './events.js';
import { fallBack } from './fall-back.js';
import { annihilate } from './annihilation.js';
import type { GameState, UnitState } from './state.js';
import { embarkedSuppressionTest } from './transport/embarked-suppression-test.js';
import { armyUnit } from './army-unit.js';
import { unitStep } from './unit-rules.js';

/**
 * rulebook p.29: the loser of a Close Quarters Combat takes a Suppression Test
 * (p.36), with the modifiers of where it stands (Disordered, Terrifying (X)) and
 * -1 if it lost at least half its models; Automata passes it without a card.
 * Also a Suppression Test a rule calls for outside an attack (Shockwave), with
 * `startingModels` the unit's models now. `command`: the Discipline modifiers
 * of a Command received as the test is taken (game/suppression-test-due.ts).
 */
export function combatSuppressionTest(
  setup: GameSetup,
  state: GameState,
  loser: UnitState,
  startingModels: number,
  command: readonly DisciplineModifier[] = [],
): GameEvent[] {
  // rulebook p.46 Embarked Units: a separate Suppression Test for the unit aboard.
  return [
    ...unitSuppressionTest(setup, state, loser, startingModels, command),
    ...embarkedSuppressionTest(setup, state, loser.id),
  ];
}

/** The unit's own test (combatSuppressionTest). */
function unitSuppressionTest(
  setup: GameSetup,
  state: GameState,
  loser: UnitState,
  startingModels: number,
  command: readonly DisciplineModifier[],
): GameEvent[] {
  const unit = armyUnit(setup, loser.id);
  const lost = startingModels - loser.models.length;
  // rulebook p.36: -1 if at least half of the unit's models were Destroyed.
  const halfLost = 2 * lost >= startingModels ? [{ source: 'half the unit lost', amount: -1 }] : [];
  const modifiers = [...halfLost, ...command];
  const test = unitDisciplineTest(setup, state, loser.id, 'suppressionTest', modifiers);
  const events = [test.event];
  if (test.passed) return events;
  const morale = {
    discipline: test.discipline,
    suppressed: loser.statuses.includes('suppressed'),
    ...(unit.breakLimit === undefined ? {} : { breakLimit: unit.breakLimit }),
  };
  const failure = failedSuppressionTest(morale, loser.models.length);
  if (failure.breaks)
    return [
      ...events,
      event('breaks', `${unit.name} Breaks`, { unit: loser.id }),
      ...annihilate(setup, state, loser),
    ];
  const alreadySuppressed = loser.statuses.includes('suppressed');
  if (!alreadySuppressed) {
    loser.statuses.push('suppressed');
    // Game step suppressedGained: Construct is Disordered as well.
    const also = unitStep(setup, loser.id, 'suppressedGained', []);
    loser.statuses.push(...also.filter((s) => !loser.statuses.includes(s)));
  }
  return failure.fallsBack ? [...events, ...fallBack(setup, state, loser)] : events;
}

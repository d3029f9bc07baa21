import type { DisciplineModifier } from '../../cards/discipline.js';
import type { CommandEffect } from '../../cards/deck-definition.js';
import type { GameSetup } from '../army.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../state.js';
import { takeSuppressionTest } from '../suppression-test-due.js';
import { goOnAttacking } from './attacks-in-turn.js';

/**
 * The Suppression Test due, taken with the Discipline modifiers of the
 * Command's effects (none when it failed or none was issued); then the
 * Activation it interrupted goes on: the attacks still declared, then its end
 * (commands/attacks-in-turn.ts).
 */
export function commandedTest(
  setup: GameSetup,
  state: GameState,
  effects: readonly CommandEffect[],
  name = '',
): GameEvent[] {
  const due = state.suppressionTest;
  if (due === undefined) return [];
  state.suppressionTest = undefined;
  const modifiers = effects.flatMap((effect): DisciplineModifier[] =>
    effect.kind === 'disciplineModifier' && effect.tests !== 'rallyTests'
      ? [{ source: name, amount: effect.amount }]
      : [],
  );
  return [...takeSuppressionTest(setup, state, due, modifiers), ...goOnAttacking(setup, state)];
}

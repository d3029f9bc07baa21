import type { DisciplineModifier } from '../../cards/discipline.js';
import type { CommandEffect } from '../../cards/deck-definition.js';
import { endActivation } from '../activation-end.js';
import type { GameSetup } from '../army.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../state.js';
import { takeSuppressionTest } from '../suppression-test-due.js';

/**
 * The Suppression Test due, taken with the Discipline modifiers of the
 * Command's effects (none when it failed or none was issued); then the
 * Activation it interrupted goes on to its end (its attack is resolved).
 */
export function commandedTest(
  setup: GameSetup,
  state: GameState,
  effects: readonly CommandEffect[],
  name = '',
): GameEvent[] {
  const due = state.suppressionTest;
  if (due === undefined) return [];
  delete state.suppressionTest;
  const modifiers = effects.flatMap((effect): DisciplineModifier[] =>
    effect.kind === 'disciplineModifier' && effect.tests !== 'rallyTests'
      ? [{ source: name, amount: effect.amount }]
      : [],
  );
  return [
    ...takeSuppressionTest(setup, state, due, modifiers),
    ...(state.activation === undefined ? [] : endActivation(setup, state)),
  ];
}

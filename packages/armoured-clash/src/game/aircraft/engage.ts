import type { GameSetup } from '../army.js';
import { makeAttacks } from '../commands/attacks-in-turn.js';
import { commandedRangedAttack } from '../commands/declare-command.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../state.js';
import { toEscape } from './escape.js';
import { sortieAt } from './sortie-flow.js';
import { checkSpotter } from '../commands/declared-attack-context.js';

/**
 * rulebook p.51 C. Engage Step: the active unit makes a Ranged Attack (p.26;
 * or, holding, none; with `precision`, glossary: Precision, the models its
 * General chose; with `command`, a Command issued as it is declared, rulebook
 * p.37; with `spotter`, glossary: Spotters, a Spotting unit nominated: the
 * attack Improved regardless, the unit then losing On Lookout). The attack is made as the Attack Step's are (game/commands/attacks-in-turn.ts):
 * its target's General may first issue a Command to it (Dig In) and its
 * Suppression Test may wait for one; once it is made, the Escape Step follows.
 */
export function engage(
  setup: GameSetup,
  state: GameState,
  choice:
    | {
        readonly kind: 'rangedAttack';
        readonly target: string;
        readonly precision?: readonly string[] | undefined;
        readonly command?: number | undefined;
        readonly spotter?: string | undefined;
      }
    | { readonly kind: 'hold' },
): GameEvent[] {
  const { activation } = sortieAt(state, 'engage');
  if (choice.kind === 'hold') return toEscape(setup, state);
  const { target, precision, command, spotter } = choice;
  // glossary: Precision — the models the attacking General chose, as in the Attack Step.
  // glossary: Spotters — a Spotting unit nominated for an Indirect attack, as in the Attack Step.
  const chosen = {
    ...(precision === undefined ? {} : { precision }),
    ...(spotter === undefined ? {} : { spotter }),
  };
  checkSpotter(setup, state, activation.unit, { target, spotter });
  if (command !== undefined) {
    return commandedRangedAttack(setup, state, { target, card: command }, chosen);
  }
  return makeAttacks(setup, state, { of: 'rangedAttack', attacks: [{ target, ...chosen }] });
}

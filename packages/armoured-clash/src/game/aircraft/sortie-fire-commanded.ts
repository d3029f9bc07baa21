import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import { issueCommand } from '../commands/issue-command.js';
import type { GameEvent } from '../events.js';
import { planRangedAttack } from '../ranged-attack.js';
import type { GameState } from '../state.js';
import { sortieAt } from './sortie-flow.js';
import { type SortieFire, sortieReactor } from './sortie-reaction.js';
import { unitsWithAircraftAt } from './sortie-reactors.js';
import { plannedTable } from '../table-of.js';

/**
 * rulebook pp.37, 51: a Command issued to the reacting unit as it declares
 * Opportunity Fire against the Aircraft unit (Precision Fire); the models
 * chosen with Precision are checked now, with the Aircraft unit at the place
 * it is fired at (glossary: Precision).
 */
export function commandedSortieFire(
  setup: GameSetup,
  state: GameState,
  choice: SortieFire,
): GameEvent[] {
  const { activation, sortie } = sortieAt(state, 'firstReaction', 'secondReaction');
  const { reactor, found } = sortieReactor(setup, state, choice.unit);
  if (choice.command === undefined) return [];
  const { precision } = choice;
  if (precision !== undefined) {
    const units = unitsWithAircraftAt(state, activation.unit, sortie.path[found.place] ?? []);
    planRangedAttack(setup, plannedTable(state, units), reactor.id, activation.unit, false, true, {
      precision,
    });
  }
  return issueCommand(
    setup,
    state,
    {
      side: reactor.side,
      card: choice.command,
      unit: reactor.id,
      with: { kind: 'opportunityFire', ...(precision === undefined ? {} : { precision }) },
    },
    `as it declares Opportunity Fire against ${armyUnit(setup, activation.unit).name}`,
  );
}

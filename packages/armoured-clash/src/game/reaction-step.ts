import type { PendingCommand } from './commands/pending-command.js';
import type { GameSetup } from './army.js';
import { type GameEvent, event } from './events.js';
import { declareOpportunityFire, reactionStepEnds } from './opportunity-fire.js';
import { reactors } from './reaction.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { armyUnit } from './army-unit.js';

/**
 * rulebook p.25 Opportunity Fire, in a Reaction Step: a unit On Lookout makes a
 * Ranged Attack against the active unit (with the Opportunity Fire penalty; the
 * target cannot be Suppressed by it) and loses On Lookout; or the step passes.
 * Once per Activation: after the first Reaction Step, the second is skipped.
 * `boostedBy`: the Command received as it was declared; `precision`: the
 * models chosen with it (glossary: Precision). The active unit's
 * General may first issue a Command to it as it is targeted (Dig In:
 * game/opportunity-fire.ts).
 */
export function react(
  setup: GameSetup,
  state: GameState,
  choice:
    | { kind: 'opportunityFire'; unit: string; precision?: readonly string[] | undefined }
    | { kind: 'noReaction' },
  boostedBy?: PendingCommand,
): GameEvent[] {
  const activation = state.activation;
  const which = activation?.reaction;
  if (activation === undefined || which === undefined) {
    throw new IllegalChoice('rulebook p.24 The Reaction Steps', 'no Reaction Step is open');
  }
  if (choice.kind === 'noReaction') return reactionStepEnds(setup, state);
  const reactor = state.units[choice.unit];
  if (reactor === undefined || !reactors(setup, state).includes(choice.unit)) {
    throw new IllegalChoice(
      'rulebook p.25 Opportunity Fire Conditions',
      `${choice.unit} is not On Lookout with the active unit in its sights`,
    );
  }
  return [
    event('opportunityFire', `${armyUnit(setup, reactor.id).name} declares Opportunity Fire`, {
      unit: reactor.id,
    }),
    ...declareOpportunityFire(setup, state, reactor, boostedBy, choice.precision),
  ];
}

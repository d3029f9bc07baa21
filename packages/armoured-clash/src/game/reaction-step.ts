import type { Attack } from '../attack/attack.js';
import { endActivation } from './activation-end.js';
import type { GameSetup } from './army.js';
import { type GameEvent, event } from './events.js';
import { rangedAttack } from './ranged-attack.js';
import { reactors } from './reaction.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { dropStatuses } from './statuses.js';
import { armyUnit } from './army-unit.js';

/**
 * rulebook p.25 Opportunity Fire, in a Reaction Step: a unit On Lookout makes a
 * Ranged Attack against the active unit (with the Opportunity Fire penalty; the
 * target cannot be Suppressed by it) and loses On Lookout; or the step passes.
 * Once per Activation: after the first Reaction Step, the second is skipped.
 */
export function react(
  setup: GameSetup,
  state: GameState,
  choice: { kind: 'opportunityFire'; unit: string } | { kind: 'noReaction' },
  boost?: (attack: Attack) => Attack,
): GameEvent[] {
  const activation = state.activation;
  const which = activation?.reaction;
  if (activation === undefined || which === undefined) {
    throw new IllegalChoice('rulebook p.24 The Reaction Steps', 'no Reaction Step is open');
  }
  const events: GameEvent[] = [];
  if (choice.kind === 'opportunityFire') {
    const reactor = state.units[choice.unit];
    if (reactor === undefined || !reactors(setup, state).includes(choice.unit)) {
      throw new IllegalChoice(
        'rulebook p.25 Opportunity Fire Conditions',
        `${choice.unit} is not On Lookout with the active unit in its sights`,
      );
    }
    events.push(
      event('opportunityFire', `${armyUnit(setup, reactor.id).name} declares Opportunity Fire`, {
        unit: reactor.id,
      }),
    );
    events.push(...rangedAttack(setup, state, reactor, activation.unit, false, true, boost));
    dropStatuses(reactor, 'onLookout');
    activation.opportunityFireUsed = true;
  }
  delete activation.reaction;
  if (state.units[activation.unit]?.annihilated === true)
    return [...events, ...endActivation(setup, state)];
  if (which === 'first') return events;
  if (activation.endsAfterReaction === true) return [...events, ...endActivation(setup, state)];
  activation.step = 'attack';
  return events;
}

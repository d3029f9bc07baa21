import { endActivation } from '../activation-end.js';
import type { GameSetup } from '../army.js';
import { type GameEvent, event } from '../events.js';
import { rangedAttack } from '../ranged-attack.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { dropStatuses } from '../statuses.js';
import { armyUnit } from '../army-unit.js';
import { returnToReserve, sortieAt, toEngage } from './sortie-flow.js';
import { sortieReactors } from './sortie-reactors.js';

/**
 * rulebook p.51 Reaction Steps: the opposing General declares Opportunity Fire
 * with one unit (p.25) that could have confirmed Target Acquisition on the Air
 * Support unit during the previous step's move, or lets the step pass. The
 * attack is made with the Aircraft unit where that unit first had it in its
 * sights; Opportunity Fire cannot Suppress it. One unit in each Reaction Step
 * (one in the whole Activation against a Supercharger unit). Then the Engage
 * Step, or after the Escape Step the return to Reserve.
 */
export function sortieReaction(
  setup: GameSetup,
  state: GameState,
  choice:
    | {
        readonly kind: 'opportunityFire';
        readonly unit: string;
        readonly command?: number;
        readonly precision?: readonly string[];
      }
    | { readonly kind: 'noReaction' },
): GameEvent[] {
  const { activation, sortie } = sortieAt(state, 'firstReaction', 'secondReaction');
  const aircraft = state.units[activation.unit];
  if (aircraft === undefined) return [];
  const events: GameEvent[] = [];
  let acted = sortie.actedIn;
  if (choice.kind === 'opportunityFire') {
    if (choice.command !== undefined) {
      throw new IllegalChoice(
        'rulebook p.51 Reaction Steps',
        'the engine does not yet play a Command issued with Opportunity Fire against an Air Support Sortie',
      );
    }
    const reactor = state.units[choice.unit];
    const found = sortieReactors(setup, state).find((r) => r.unit === choice.unit);
    if (reactor === undefined || found === undefined) {
      throw new IllegalChoice(
        'rulebook p.51 Reaction Steps',
        `${choice.unit} is not On Lookout, or never had the Aircraft unit in its sights during its move`,
      );
    }
    // glossary: Precision: the models chosen, checked as the attack is planned.
    const declared = choice.precision === undefined ? {} : { precision: choice.precision };
    const standing = new Map(aircraft.models.map((m) => [m.id, m]));
    const fromPlace = new Map((sortie.path[found.place] ?? []).map((m) => [m.id, m]));
    aircraft.models = aircraft.models.map((m) => fromPlace.get(m.id) ?? m);
    events.push(
      event('opportunityFire', `${armyUnit(setup, reactor.id).name} declares Opportunity Fire`, {
        unit: reactor.id,
      }),
      ...rangedAttack(setup, state, reactor, aircraft.id, false, true, undefined, false, declared),
    );
    // glossary: Fiery Demise (X), for models Destroyed before its Escape Step: in their losses (game/losses.ts).
    aircraft.models = aircraft.models.map((m) => standing.get(m.id) ?? m);
    dropStatuses(reactor, 'onLookout');
    acted += 1;
  }
  const next = { ...sortie, actedIn: acted };
  activation.sortie = next;
  if (aircraft.annihilated) {
    delete activation.sortie;
    return [...events, ...endActivation(setup, state)];
  }
  if (sortie.step === 'firstReaction') {
    toEngage(activation, next);
    return events;
  }
  return [...events, ...returnToReserve(setup, state)];
}

import type { GameSetup } from '../army.js';
import type { PendingCommand } from '../commands/pending-command.js';
import { type GameEvent, event } from '../events.js';
import { declareOpportunityFire } from '../opportunity-fire.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState, UnitState } from '../state.js';
import { armyUnit } from '../army-unit.js';
import { sortieAt } from './sortie-flow.js';
import { sortieReactionEnds } from './sortie-reaction-ends.js';
import { type SortieReactor, sortieReactors } from './sortie-reactors.js';

const RULE = 'rulebook p.51 Reaction Steps';

/** Opportunity Fire declared in a sortie's Reaction Step (the `opportunityFire` choice). */
export interface SortieFire {
  readonly kind: 'opportunityFire';
  readonly unit: string;
  readonly command?: number | undefined;
  readonly precision?: readonly string[] | undefined;
}

/** rulebook p.51 Reaction Steps: the unit declaring Opportunity Fire, and where it had the Aircraft unit in its sights; refused otherwise. */
export function sortieReactor(
  setup: GameSetup,
  state: GameState,
  unitId: string,
): { readonly reactor: UnitState; readonly found: SortieReactor } {
  const reactor = state.units[unitId];
  const found = sortieReactors(setup, state).find((r) => r.unit === unitId);
  if (reactor === undefined || found === undefined) {
    throw new IllegalChoice(
      RULE,
      `${unitId} is not On Lookout, or never had the Aircraft unit in its sights during its move`,
    );
  }
  return { reactor, found };
}

/**
 * rulebook p.51 Reaction Steps: the opposing General declares Opportunity Fire
 * with one unit (p.25) that could have confirmed Target Acquisition on the Air
 * Support unit during the previous step's move, or lets the step pass. With
 * `command` (a card of the hand), a Command is first issued to the reacting
 * unit as it declares the attack (rulebook p.37: game/aircraft/sortie-fire-commanded.ts);
 * once it is received (`boostedBy`) or fails, the attack is declared again from here. The attack
 * is made with the Aircraft unit where that unit first had it in its sights
 * (game/opportunity-fire.ts: the active unit's General may first issue Dig In
 * to it; Opportunity Fire cannot Suppress it, unless its rules say so, and its
 * test may wait for a Command). One unit in each Reaction Step (one in the
 * whole Activation against a Supercharger unit). Then the step ends
 * (sortieReactionEnds).
 */
export function sortieReaction(
  setup: GameSetup,
  state: GameState,
  choice: SortieFire | { readonly kind: 'noReaction' },
  boostedBy?: PendingCommand,
): GameEvent[] {
  const { activation, sortie } = sortieAt(state, 'firstReaction', 'secondReaction');
  const aircraft = state.units[activation.unit];
  if (aircraft === undefined) return [];
  if (choice.kind === 'noReaction') return sortieReactionEnds(setup, state);
  const { reactor, found } = sortieReactor(setup, state, choice.unit);
  activation.sortie = { ...sortie, actedIn: sortie.actedIn + 1, standing: aircraft.models };
  const fromPlace = new Map((sortie.path[found.place] ?? []).map((m) => [m.id, m]));
  aircraft.models = aircraft.models.map((m) => fromPlace.get(m.id) ?? m);
  return [
    event('opportunityFire', `${armyUnit(setup, reactor.id).name} declares Opportunity Fire`, {
      unit: reactor.id,
    }),
    ...declareOpportunityFire(setup, state, reactor, boostedBy, choice.precision),
  ];
}

import { awaitsMovesEnded } from './commands/moves-ended.js';
import { endActivation } from './activation-end.js';
import { sortieReactionEnds } from './aircraft/sortie-reaction-ends.js';
import type { GameSetup } from './army.js';
import type { DeclaredRangedAttack } from './attacks-declared.js';
import { withReceivedCommand } from './commands/received-boost.js';
import type { PendingCommand } from './commands/pending-command.js';
import { waitForTargetedCommand } from './commands/targeted-wait.js';
import type { GameEvent } from './events.js';
import { planRangedAttack, rangedAttack } from './ranged-attack.js';
import type { ActivationState, GameState, UnitState } from './state.js';
import { dropStatuses } from './statuses.js';
import { demiseBlastsGoOn, demiseWaits } from './demise-blasts-made.js';
import type { Face } from '../dice/faces.js';
import type { Attack } from '../attack/attack.js';
import { awaitRerolls } from './commands/rerolls-due.js';

/**
 * glossary: Precision with Opportunity Fire: the models chosen are checked as
 * it is declared (game/precision-picks.ts: refused without the quality, for a
 * model not the active unit's, or not of its rear rank in Close Formation).
 */
function checkOpportunityFirePrecision(
  setup: GameSetup,
  state: GameState,
  reactor: string,
  precision: readonly string[] | undefined,
): void {
  const target = state.activation?.unit;
  if (precision === undefined || target === undefined) return;
  planRangedAttack(setup, state, reactor, target, false, true, { precision });
}

/**
 * rulebook p.25 Opportunity Fire declared in a Reaction Step by `reactor`
 * against the active unit (once per Activation), with the Command received
 * as it was declared (`boostedBy`) and the models chosen with Precision
 * (`precision`, glossary: Precision). The active unit's General may first issue
 * a Command to it as it is targeted (rulebook p.37: Dig In), when what both
 * Generals know makes one possible (commands/targeted-wait.ts); otherwise the
 * attack is made at once and the Reaction Step ends.
 */
export function declareOpportunityFire(
  setup: GameSetup,
  state: GameState,
  reactor: UnitState,
  boostedBy?: PendingCommand,
  precision?: readonly string[],
): GameEvent[] {
  const activation = state.activation;
  if (activation === undefined) return [];
  checkOpportunityFirePrecision(setup, state, reactor.id, precision);
  // rulebook p.51: a sortie counts the Reaction Steps acted in instead (game/aircraft/sortie-reaction.ts).
  if (activation.sortie === undefined) activation.opportunityFireUsed = true;
  const declared: DeclaredRangedAttack = {
    target: activation.unit,
    by: reactor.id,
    ...(boostedBy === undefined ? {} : { boostedBy }),
    ...(precision === undefined ? {} : { precision }),
  };
  const wait = waitForTargetedCommand(setup, state, reactor, declared);
  if (wait !== undefined) return wait;
  return opportunityFireGoesAhead(setup, state, declared);
}

/**
 * The Opportunity Fire declared is made (the Opportunity Fire penalty:
 * game/ranged-rating-modifiers.ts; the target cannot be Suppressed by it
 * unless its rules say so, Hot Headed: game/ranged-attack.ts), its unit loses
 * On Lookout, and the Reaction Step ends; when the target's Suppression Test
 * waits for its General's Command (game/suppression-test-due.ts), the step
 * ends once it is taken
 * (commands/attacks-in-turn.ts goOnAttacking).
 */
export function opportunityFireGoesAhead(
  setup: GameSetup,
  state: GameState,
  declared: DeclaredRangedAttack,
): GameEvent[] {
  const reactor = declared.by === undefined ? undefined : state.units[declared.by];
  if (reactor === undefined) return [];
  // rulebook p.37: the Command received as it was declared; p.33 Bonus Re-Rolls: its re-rolls.
  const boost = (attack: Attack): Attack => withReceivedCommand(setup, attack, declared.boostedBy);
  // The target's Suppression Test, where a rule lets Opportunity Fire Suppress it (Hot Headed), may wait.
  const { targetLosses, precision } = declared;
  const declaredWith = {
    testWindow: true,
    ...(targetLosses === undefined ? {} : { lossPreference: targetLosses }),
    ...(precision === undefined ? {} : { precision }),
    // rulebook p.33 Bonus Re-Rolls: resumed from its first roll, or it may wait after it (its General's Command).
    rolled: declared.rolled,
    rerollsWait: (rolled: readonly Face[]) => awaitRerolls(setup, state, reactor, declared, rolled),
  };
  const events = rangedAttack(
    setup,
    state,
    reactor,
    declared.target,
    false,
    true,
    boost,
    false,
    declaredWith,
  );
  // Waiting before its re-rolls, the attack is not made yet (commands/rerolls-go-on.ts resumes it).
  if (state.rerollsDue !== undefined) return events;
  dropStatuses(reactor, 'onLookout');
  // glossary: Spectacular Demise (X), Fiery Demise (X): the blasts its losses rolled, before the step ends.
  events.push(...demiseBlastsGoOn(setup, state, true));
  if (state.suppressionTest !== undefined || demiseWaits(state)) return events;
  return [...events, ...reactionStepEnds(setup, state)];
}

/**
 * Whether the Activation is in a Reaction Step whose Opportunity Fire was
 * declared (rulebook p.24; an Air Support Sortie's, p.51): once it is made and
 * its test taken, the step ends (reactionStepEnds).
 */
export function firingInReactionStep(activation: ActivationState): boolean {
  return activation.reaction !== undefined || activation.sortie?.standing !== undefined;
}

/**
 * rulebook p.24 The Reaction Steps, once the other General has acted: the
 * Activation ends if the active unit was Annihilated; after the first step the
 * Movement Step follows; after the second, the Attack Step, or the end of the
 * Activation when the Movement Step used it up. An Air Support Sortie's steps
 * go on as p.51 says (game/aircraft/sortie-reaction.ts).
 */
export function reactionStepEnds(setup: GameSetup, state: GameState): GameEvent[] {
  const activation = state.activation;
  if (activation?.sortie !== undefined) return sortieReactionEnds(setup, state);
  const which = activation?.reaction;
  if (activation === undefined || which === undefined) return [];
  // rulebook p.37: a unit that Fell Back: the other General may first issue Covering Fire.
  const covering = awaitsMovesEnded(setup, state, 'reactionStep');
  if (covering !== undefined) return covering;
  activation.reaction = undefined;
  if (state.units[activation.unit]?.annihilated === true) return endActivation(setup, state);
  if (which === 'first') return [];
  if (activation.endsAfterReaction === true) return endActivation(setup, state);
  activation.step = 'attack';
  return [];
}

import type { CommandEffect } from '../../cards/deck-definition.js';
import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import type { DeclaredRangedAttack } from '../attacks-declared.js';
import type { Choice, Decision } from '../choice.js';
import { type GameEvent, event } from '../events.js';
import type { GameState } from '../state.js';
import { opportunityFireGoesAhead } from '../opportunity-fire.js';
import { attackMadeInTurn, goOnAttacking, makeAttacks } from './attacks-in-turn.js';
import { handCommandCards } from './test-command-cards.js';
import { MOMENT, targetSide } from './targeted-wait.js';
import { keepInterceptionTargeted } from '../aircraft/interception-state.js';

export { MOMENT, RULE, targetSide } from './targeted-wait.js';

/**
 * rulebook pp.26, 37: the active unit declared a Ranged Attack in its Attack
 * Step (`overcharge`: glossary: Overcharge declared with it). When the
 * target's General might issue a Command to the target now (judged from what
 * both Generals know: commandPossible, so the wait tells nothing of the hand),
 * the attack waits for that General (`state.targetedByRangedAttack`);
 * otherwise it is resolved at once and the Activation ends
 * (commands/attacks-in-turn.ts).
 */
export function declareRangedAttack(
  setup: GameSetup,
  state: GameState,
  declared: DeclaredRangedAttack,
  overcharge = false,
): GameEvent[] {
  return makeAttacks(setup, state, {
    of: 'rangedAttack',
    attacks: [declared],
    ...(overcharge ? { overcharge: 'declared' } : {}),
  });
}

/** The target's General's decision: the attack goes ahead, or a Command is issued to the target with a card. */
export function targetedDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const declared = state.targetedByRangedAttack;
  if (declared === undefined) return undefined;
  return {
    player: targetSide(state, declared.target),
    prompt: `${armyUnit(setup, declared.target).name} is targeted by a Ranged Attack: issue a Command to it, or let the attack go ahead (rulebook p.37)`,
    options: [
      { kind: MOMENT },
      ...handCommandCards(setup, state, declared.target, MOMENT).map((command): Choice => ({
        kind: MOMENT,
        command,
      })),
    ],
  };
}

/**
 * The Command issued to the targeted unit, received (`effects`) or failed
 * (none): its Statuses are gained before the attack is resolved (Dig In:
 * Taking Cover, rulebook p.30), then the attack goes ahead and the Attack Step
 * goes on (the attacks still declared, then the end of the Activation).
 */
export function attackGoesAhead(
  setup: GameSetup,
  state: GameState,
  effects: readonly CommandEffect[],
  name = '',
): GameEvent[] {
  const declared = state.targetedByRangedAttack;
  if (declared === undefined) return [];
  state.targetedByRangedAttack = undefined;
  const events: GameEvent[] = [];
  const target = state.units[declared.target];
  for (const effect of effects) {
    const status = effect.kind === 'gainStatus' ? effect.status : undefined;
    if (target === undefined || status === undefined || target.statuses.includes(status)) continue;
    target.statuses.push(status);
    const text = `${armyUnit(setup, target.id).name} is Taking Cover (${name})`;
    events.push(event('takeCover', text, { unit: target.id }));
  }
  // glossary: Interceptor: its Interception Sortie's attack goes on from applyChoice (aircraft/interception-goes-on.ts).
  if (keepInterceptionTargeted(state.activation, declared)) return events;
  // rulebook p.25: Opportunity Fire in a Reaction Step, then the step ends.
  if (declared.by !== undefined) {
    return [...events, ...opportunityFireGoesAhead(setup, state, declared)];
  }
  const activation = state.activation;
  const unit = activation === undefined ? undefined : state.units[activation.unit];
  if (activation === undefined || unit === undefined) return events;
  return [
    ...events,
    ...attackMadeInTurn(setup, state, unit, declared),
    ...goOnAttacking(setup, state),
  ];
}

import {
  type Choice,
  type Decision,
  type GameSetup,
  type PlayerView,
  planRangedAttack,
} from '@warroom/armoured-clash';
import { type CardValue, commandWorthIssuing } from './heuristic-command.js';
import { tryIt } from './heuristic-odds.js';

/**
 * glossary: Interceptor — the Engage Step of the General's Interception
 * Sortie, during the enemy's Activation: the Ranged Attack against the active
 * unit, with a Command when its Effect gains at least COMMAND_GAIN_VP by the
 * exact odds, as for every other Ranged Attack (heuristic-command.ts; rulebook
 * p.37: a Command issued as a Ranged Attack is declared). The attack is
 * planned as the engine plans the interceptor's (aircraft/interception-declared.ts).
 */
export function interceptionAttackChoice(
  setup: GameSetup,
  view: PlayerView,
  decision: Decision,
  first: Extract<Choice, { kind: 'rangedAttack' }>,
  value: CardValue,
): Choice {
  const activation = view.activation;
  const sortie = activation?.sortie?.interception ?? activation?.soaringInterception;
  if (sortie === undefined) return first;
  const plan = tryIt(() =>
    planRangedAttack(setup, view, sortie.unit, first.target, false, false, { interception: true }),
  );
  if (plan === undefined) return first;
  return commandWorthIssuing(setup, view, decision, plan.attack, first.target, value) ?? first;
}

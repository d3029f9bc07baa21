import { type Choice, type Decision, type PlayerView } from '@warroom/armoured-clash';
import { enemyEndsMoveChoice, suppressionTestChoice, targetedChoice } from './heuristic-moments.js';
import { rerollsChoice } from './heuristic-rerolls.js';

/**
 * Answers the game waits for before the Activation goes on: the dropped Vital
 * Objective goes to the first spot offered (straight ahead, rulebook pp.62-63);
 * a Suppression Test takes a Command (Stand Firm) with the lowest card that
 * may be spent (rulebook p.37; heuristic-moments.ts), and so does a unit
 * targeted by a Ranged Attack (Dig In) and one whose enemy ends its move (Covering Fire);
 * an attack rolled takes a Bonus Re-Roll Command when it re-rolls enough dice (heuristic-rerolls.ts).
 */
export function owedChoice(
  view: PlayerView,
  decision: Decision,
  value: (card: number) => number,
): Choice | undefined {
  const first = decision.options[0];
  if (first?.kind === 'placeVitalObjective') return first;
  if (first?.kind === 'targetedByRangedAttack') return targetedChoice(view, decision, value);
  // rulebook p.33 Bonus Re-Rolls: the attack rolled (heuristic-rerolls.ts).
  if (first?.kind === 'attackRerolls') return rerollsChoice(view, decision, value);
  if (first?.kind === 'enemyEndsMove') return enemyEndsMoveChoice(view, decision, value);
  return first?.kind === 'suppressionTest'
    ? suppressionTestChoice(view, decision, value)
    : undefined;
}

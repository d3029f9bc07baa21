import {
  type Choice,
  type Decision,
  type GameSetup,
  type PlayerView,
} from '@warroom/armoured-clash';
import { closeQuartersValue } from './heuristic-close-quarters.js';
import { attackValue } from './heuristic-odds.js';
import { freeAdvanceTowardsGoal } from './heuristic-offers.js';

/** What the bot does after its attack (a stormed building, glossary: Hit & Run (X"), Throw (X"), Overrun), or undefined. */
export function afterAttackChoice(
  setup: GameSetup,
  view: PlayerView,
  decision: Decision,
  value: (card: number) => number,
): Choice | undefined {
  const activation = view.activation;
  const offers = (kind: Choice['kind']): boolean => decision.options.some((o) => o.kind === kind);
  if (activation === undefined) return undefined;
  if (activation.stormedBuilding !== undefined && offers('garrison')) {
    // rulebook p.45 Storming a Building: take the building won (Concealed, Defence +1, it holds its objective).
    return { kind: 'garrison', building: activation.stormedBuilding };
  }
  if (activation.overrun !== undefined && offers('overrun')) {
    // glossary: Overrun: the lowest card buys another Charge when the engine's plan of the
    // combat (as it stands, against the loser) favours it by the exact odds.
    const card = view.own.hand.slice().sort((p, q) => value(p) - value(q))[0];
    const worth = closeQuartersValue(setup, view) ?? -1;
    return card !== undefined && worth > 0 ? { kind: 'overrun', card } : { kind: 'hold' };
  }
  if (activation.endAttack !== undefined && offers('throw')) {
    // glossary: Throw (X"): a free attack, at the listed target a shot is worth most against.
    const throws = decision.options.filter((o) => o.kind === 'throw');
    const worth = (o: Choice): number =>
      o.kind === 'throw' ? attackValue(setup, view, activation.unit, o.target, false) : 0;
    return throws.sort((p, q) => worth(q) - worth(p))[0] ?? { kind: 'hold' };
  }
  const freeAdvanceOffered =
    decision.options.length === 1 && decision.constraints?.some((c) => c.kind === 'advance');
  if (activation.freeAdvance !== undefined && freeAdvanceOffered === true) {
    const move = freeAdvanceTowardsGoal(setup, view, activation.unit, activation.freeAdvance.limit);
    return move === undefined ? { kind: 'hold' } : { kind: 'advance', ...move };
  }
  return undefined;
}

import {
  type Choice,
  type Decision,
  type GameSetup,
  type PlayerView,
  setupInPlay,
} from '@warroom/armoured-clash';
import { attackStepChoice, movementChoice } from './heuristic-activation.js';
import { afterAttackChoice } from './heuristic-after-attack.js';
import { constrainedChoice } from './heuristic-constrained.js';
import { listedChoice } from './heuristic-listed.js';
import { owedChoice } from './heuristic-owed.js';
import type { Player } from './player.js';
import { retaliationChoice } from './heuristic-retaliation.js';
import { heuristicLossChoice } from './heuristic-losses.js';

/** Whether the decision lists a choice of this kind, or describes it by a constraint. */
function offered(decision: Decision, choice: Choice): boolean {
  return (
    decision.options.some((o) => o.kind === choice.kind) ||
    (decision.constraints ?? []).some((c) => c.kind === choice.kind)
  );
}

/**
 * The `heuristic` bot (docs/architecture.md, Bots): it deploys along the front
 * of its zone facing the centre, bids and Interferes with judgement
 * (heuristic-cards.ts), Activates the unit with the best shot, Charges when the
 * Close Quarters odds beat shooting, Aims when it has a target, otherwise
 * Advances towards the nearest objective or enemy, fires at the target worth
 * the most expected Victory Points, Scours the Field, Embarks and Disembarks
 * towards objectives. It sees only its General's view and keeps no state.
 */
export function heuristicPlayer(): Player {
  return {
    name: 'heuristic',
    choose(given: GameSetup, view: PlayerView, decision: Decision): Choice {
      // rulebook p.56: the battlefield with the terrain the Generals placed.
      const setup = setupInPlay(given, view);
      const value = (card: number): number => setup.generals[view.as].deck.cards[card]?.value ?? 0;
      const owed = owedChoice(view, decision, value);
      if (owed !== undefined) return owed;
      const after = afterAttackChoice(setup, view, decision, value);
      if (after !== undefined) return after;
      const placed = constrainedChoice(setup, view, decision, value);
      if (placed !== undefined) return placed;
      const first = decision.options[0];
      if (first === undefined)
        throw new Error(`the heuristic player found no legal choice for: ${decision.prompt}`);
      // rulebook pp.34-35: a choice among the unit's losses, or its Field Promotion (heuristic-losses.ts).
      const loss = heuristicLossChoice(view, decision);
      if (loss !== undefined) return loss;
      // glossary: Precision, Overcharge: the defending General's declaration for a Retaliation.
      if (first.kind === 'retaliate') return retaliationChoice(setup, view, decision, first);
      // glossary: Overcharge is declared on a Close Quarters Attack without being listed as an option.
      const declares = first.kind === 'closeQuartersAttack';
      if (decision.options.length === 1 && (decision.constraints ?? []).length === 0 && !declares)
        return first;
      const listed = listedChoice(setup, view, decision, first, value);
      if (listed !== undefined) return listed;
      const unit = view.activation?.unit;
      const embarked = unit !== undefined && view.units[unit]?.embarked !== undefined;
      if (unit === undefined || embarked)
        return decision.options.find((o) => o.kind === 'hold') ?? first;
      // The Movement Step offers an Advance; any other step of the unit (an Attack Step, an Aircraft's Engage Step) is read as an Attack Step.
      const moving = decision.constraints?.some((c) => c.kind === 'advance') === true;
      const made = moving
        ? movementChoice(setup, view, unit, decision, value)
        : attackStepChoice(setup, view, unit, decision, value);
      return offered(decision, made)
        ? made
        : (decision.options.find((o) => o.kind === 'hold') ?? first);
    },
  };
}

import type { Choice, Decision, GameSetup, PlayerView } from '@warroom/armoured-clash';
import { attackStepChoice, movementChoice } from './heuristic-activation.js';
import { bidChoice, discardChoice, interferenceChoice } from './heuristic-cards.js';
import { chargeWorthMaking, closeQuartersValue } from './heuristic-close-quarters.js';
import { deployChoice } from './heuristic-moves.js';
import { attackValue, bestAttack } from './heuristic-odds.js';
import { disembarkNearGoal, freeAdvanceTowardsGoal } from './heuristic-offers.js';
import type { Player } from './player.js';
import { reservePlacement } from './reserve-placement.js';

/** Whether the decision lists a choice of this kind, or describes it by a constraint. */
function offered(decision: Decision, choice: Choice): boolean {
  return (
    decision.options.some((o) => o.kind === choice.kind) ||
    (decision.constraints ?? []).some((c) => c.kind === choice.kind)
  );
}

/** A placement or move the decision's constraints call for, when the heuristic wants one. */
function constrainedChoice(
  setup: GameSetup,
  view: PlayerView,
  decision: Decision,
): Choice | undefined {
  for (const c of decision.constraints ?? []) {
    if (c.kind === 'deployReserve') {
      for (const unit of c.units) {
        const made = reservePlacement(setup, view, unit, c.zone, (spots) => spots);
        if (made !== undefined) return made;
      }
    }
    if (c.kind === 'deploy') {
      const made = deployChoice(setup, view, c.units, c.zone);
      if (made !== undefined) return made;
    }
    if (c.kind === 'vanguardAdvance') {
      // glossary: Vanguard (X"): a free Advance towards the unit's goal.
      const move = freeAdvanceTowardsGoal(setup, view, c.unit, c.limit);
      if (move !== undefined) return { kind: 'vanguardAdvance', unit: c.unit, ...move };
    }
    if (c.kind === 'disembark' || c.kind === 'assaultRamp') {
      const made = disembarkNearGoal(setup, view, c);
      if (made !== undefined) return made;
    }
    if (c.kind === 'charge' && decision.options.length === 0) {
      // A Charge that must be made (glossary: Berserk, Overrun): the best one that can be placed.
      const made = chargeWorthMaking(setup, view.units, c.unit, c.targets, 0, true);
      if (made !== undefined) return made;
    }
  }
  return undefined;
}

/** What the bot does after its attack (glossary: Hit & Run (X"), Throw (X"), Overrun), or undefined. */
function afterAttackChoice(
  setup: GameSetup,
  view: PlayerView,
  decision: Decision,
  value: (card: number) => number,
): Choice | undefined {
  const activation = view.activation;
  const offers = (kind: Choice['kind']): boolean => decision.options.some((o) => o.kind === kind);
  if (activation === undefined) return undefined;
  if (activation.overrun !== undefined && offers('overrun')) {
    // glossary: Overrun: the lowest card buys another Charge when the Close Quarters odds favour it.
    const card = view.own.hand.slice().sort((p, q) => value(p) - value(q))[0];
    const worth = closeQuartersValue(setup, view.units, activation.unit, activation.overrun.target);
    return card !== undefined && worth > 0 ? { kind: 'overrun', card } : { kind: 'hold' };
  }
  if (activation.endAttack !== undefined && offers('throw')) {
    // glossary: Throw (X"): a free attack, at the listed target a shot is worth most against.
    const throws = decision.options.filter((o) => o.kind === 'throw');
    const worth = (o: Choice): number =>
      o.kind === 'throw' ? attackValue(setup, view.units, activation.unit, o.target, false) : 0;
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

/** A choice by the kind of the decision's first option, or undefined for the Activation's steps. */
function listedChoice(
  setup: GameSetup,
  view: PlayerView,
  decision: Decision,
  first: Choice,
  value: (card: number) => number,
): Choice | undefined {
  switch (first.kind) {
    case 'opportunityFire':
    case 'noReaction':
      // Fire at the active unit whenever a unit On Lookout can: that is what Lookout is for.
      return decision.options.find((o) => o.kind === 'opportunityFire') ?? first;
    case 'closeQuartersAttack':
    case 'inspire':
      // glossary: Inspiring (X): the first option rallies the most units.
      return first;
    case 'claim':
      // rulebook p.40: Victory Points now; the options end with every card claimable at once.
      return decision.options[decision.options.length - 1] ?? first;
    case 'interfere':
    case 'noInterference':
      return interferenceChoice(setup, view, value);
    case 'reserve':
    case 'stopReserves':
    case 'stopVanguard':
    case 'keepInReserve':
      return decision.options.find((o) => o.kind === 'stopReserves') ?? first;
    case 'giveInitiative':
      return { kind: 'giveInitiative', to: view.as };
    case 'approach':
      // rulebook p.51 A. Approach Step: half of the farthest it can fly, towards the middle of the battlefield.
      return decision.options[Math.floor(decision.options.length / 2)] ?? first;
    case 'escape':
      // rulebook p.51 D. Escape Step: straight off the battlefield, no Brake Turn.
      return first;
    case 'bid':
    case 'surrender':
      return bidChoice(setup, view, value);
    case 'discard':
      return discardChoice(view, value);
    case 'activate': {
      // An Activation (a Support or Coordinated one too, rulebook p.22): the unit with the best shot.
      const scored = decision.options.map((o) => ({
        o,
        value: o.kind === 'activate' ? (bestAttack(setup, view, o.unit, false)?.value ?? 0) : -1,
      }));
      return scored.sort((p, q) => q.value - p.value)[0]?.o ?? first;
    }
    default:
      return undefined;
  }
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
    choose(setup: GameSetup, view: PlayerView, decision: Decision): Choice {
      const value = (card: number): number => setup.generals[view.as].deck.cards[card]?.value ?? 0;
      const after = afterAttackChoice(setup, view, decision, value);
      if (after !== undefined) return after;
      const placed = constrainedChoice(setup, view, decision);
      if (placed !== undefined) return placed;
      const first = decision.options[0];
      if (first === undefined)
        throw new Error(`the heuristic player found no legal choice for: ${decision.prompt}`);
      if (decision.options.length === 1 && (decision.constraints ?? []).length === 0) return first;
      const listed = listedChoice(setup, view, decision, first, value);
      if (listed !== undefined) return listed;
      const unit = view.activation?.unit;
      const embarked = unit !== undefined && view.units[unit]?.embarked !== undefined;
      if (unit === undefined || embarked)
        return decision.options.find((o) => o.kind === 'hold') ?? first;
      // The Movement Step offers an Advance; any other step of the unit (an Attack Step, an Aircraft's Engage Step) is read as an Attack Step.
      const moving = decision.constraints?.some((c) => c.kind === 'advance') === true;
      const made = moving
        ? movementChoice(setup, view, unit, decision)
        : attackStepChoice(setup, view, unit, decision);
      return offered(decision, made)
        ? made
        : (decision.options.find((o) => o.kind === 'hold') ?? first);
    },
  };
}

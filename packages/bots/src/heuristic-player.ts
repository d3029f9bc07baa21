import {
  type Choice,
  type Decision,
  type GameSetup,
  type PlayerView,
  setupInPlay,
} from '@warroom/armoured-clash';
import { attackStepChoice, movementChoice } from './heuristic-activation.js';
import { bidChoice, discardChoice, interferenceChoice } from './heuristic-cards.js';
import { chargeWorthMaking, closeQuartersValue } from './heuristic-close-quarters.js';
import { owedDoubleTime } from './heuristic-double-time.js';
import { flankAttackWorthIt } from './heuristic-flank-attack.js';
import { exitTowardsGoal } from './heuristic-garrison.js';
import {
  activationChoice,
  closeQuartersDeclared,
  reactionChoice,
  suppressionTestChoice,
  targetedChoice,
  enemyEndsMoveChoice,
} from './heuristic-moments.js';
import { deployChoice } from './heuristic-moves.js';
import { rerollsChoice } from './heuristic-rerolls.js';
import { forwardDiceByPreference } from './forward-die.js';
import { attackValue } from './heuristic-odds.js';
import { disembarkNearGoal, freeAdvanceTowardsGoal } from './heuristic-offers.js';
import { aerialAssaultNearCentre } from './heuristic-aerial-assault.js';
import type { Player } from './player.js';
import { reservePlacement } from './reserve-placement.js';
import { heuristicTerrainPlacement } from './terrain-placement.js';
import { heuristicObjectivePlacement } from './supply-drop-placement.js';
import { retaliationChoice } from './heuristic-retaliation.js';
import { aimedBank } from './bank-choices.js';

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
  value: (card: number) => number,
): Choice | undefined {
  const flank = decision.constraints?.find((c) => c.kind === 'flankAttack');
  if (flank?.kind === 'flankAttack') {
    // rulebook p.21 Flank Attack: a card when a flank brings the unit much nearer its goal.
    const made = flankAttackWorthIt(setup, view, flank, value);
    if (made !== undefined) return made;
  }
  for (const c of decision.constraints ?? []) {
    if (c.kind === 'aerialAssault' && decision.options.length === 0) {
      // glossary: Aerial Assault: only when it must be made (the final Round) or nothing else can be.
      const made = aerialAssaultNearCentre(setup, view, c);
      if (made !== undefined) return made;
    }
    // rulebook p.60 Supply Drop: a marker near its own zone.
    if (c.kind === 'placeObjective') return heuristicObjectivePlacement(setup, view, c);
    if (c.kind === 'placeTerrain') {
      const stop = decision.options.some((o) => o.kind === 'stopTerrain');
      return heuristicTerrainPlacement(setup, view, c, stop);
    }
    if (c.kind === 'deployReserve') {
      for (const unit of c.units) {
        const made = reservePlacement(setup, view, unit, c.zone, (spots) => spots);
        if (made !== undefined) return made;
      }
    }
    if (c.kind === 'deploy') {
      // glossary: Forward: a Forward unit deploys with a die of the pool, the cheapest that places it.
      const dice =
        c.forwardPool === undefined ? [undefined] : forwardDiceByPreference(c.forwardPool);
      for (const die of dice) {
        const made = deployChoice(setup, view, c.units, c.zone, die);
        if (made !== undefined) return made;
      }
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
    if (c.kind === 'bailOut') {
      // glossary: Bail Out: its Transport is under fire: out, on the spot nearest its goal.
      const made = disembarkNearGoal(setup, view, c, true);
      if (made !== undefined) return made;
    }
    if (c.kind === 'charge' && decision.options.length === 0) {
      // A Charge that must be made (glossary: Berserk, Overrun): the best one that can be placed.
      const made = chargeWorthMaking(setup, view, c.unit, c.targets, 0, true);
      if (made !== undefined) return made;
    }
    if (c.kind === 'doubleTime' && decision.options.length === 0) {
      // rulebook p.24: its Command (Forced March) failed through Interference; the move is owed.
      const made = owedDoubleTime(setup, view, c);
      if (made !== undefined) return made;
    }
    if (c.kind === 'exit') {
      // rulebook pp.25, 43 Exit: only from a building that holds no objective, towards the goal.
      return exitTowardsGoal(setup, view, c.unit, c.building) ?? { kind: 'hold' };
    }
  }
  return undefined;
}

/** What the bot does after its attack (a stormed building, glossary: Hit & Run (X"), Throw (X"), Overrun), or undefined. */
function afterAttackChoice(
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
    case 'intercept':
    case 'noReaction':
      // Fire at the active unit whenever a unit On Lookout can: that is what Lookout is for.
      return reactionChoice(setup, view, decision, value);
    case 'rangedAttack':
      // glossary: Interceptor: the Engage Step of its Interception Sortie, during the enemy's Activation.
      return view.activation !== undefined && view.units[view.activation.unit]?.side !== view.as
        ? first
        : undefined;
    case 'closeQuartersAttack':
      return closeQuartersDeclared(setup, view, decision, value);
    // glossary: Bail Out: stay aboard when it was not placed; Open Top: an attack more, the first listed.
    case 'stayAboard':
    case 'openTopAttack':
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
    case 'chooseForward':
      // glossary: Forward: every unit with Forward (the options end with all of them).
      return decision.options[decision.options.length - 1] ?? first;
    case 'approach':
      // rulebook p.51 A. Approach Step: half of the farthest it can fly, towards the middle of the battlefield, Banking towards the nearest enemy.
      return aimedBank(
        setup,
        view,
        decision.options[Math.floor(decision.options.length / 2)] ?? first,
      );
    case 'escape':
      // rulebook p.51 D. Escape Step: straight off the battlefield, no Brake Turn.
      return first;
    case 'bid':
    case 'surrender':
      return bidChoice(setup, view, value);
    case 'discard':
      return discardChoice(view, value);
    case 'activate':
      return activationChoice(setup, view, decision, value) ?? first;
    case 'removePortalMarker':
    case 'endPortalMastery':
      // glossary: Portal Mastery (X): the heuristic does not value markers yet: it places or removes none.
      return { kind: 'endPortalMastery' };
    case 'restoreModels':
      // glossary: Immortal: the first option restores the most models.
      return first;
    case 'demiseOrder':
      // glossary: Spectacular Demise (X), Fiery Demise (X): the order changes no attack's odds: closest first, as listed first.
      return first;
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
    choose(given: GameSetup, view: PlayerView, decision: Decision): Choice {
      // rulebook p.56: the battlefield with the terrain the Generals placed.
      const setup = setupInPlay(given, view);
      const value = (card: number): number => setup.generals[view.as].deck.cards[card]?.value ?? 0;
      const owed = owedChoice(setup, view, decision, value);
      if (owed !== undefined) return owed;
      const after = afterAttackChoice(setup, view, decision, value);
      if (after !== undefined) return after;
      const placed = constrainedChoice(setup, view, decision, value);
      if (placed !== undefined) return placed;
      const first = decision.options[0];
      if (first === undefined)
        throw new Error(`the heuristic player found no legal choice for: ${decision.prompt}`);
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

/**
 * Answers the game waits for before the Activation goes on: the dropped Vital
 * Objective goes to the first spot offered (straight ahead, rulebook pp.62-63);
 * a Suppression Test takes a Command (Stand Firm) with the lowest card that
 * may be spent (rulebook p.37; heuristic-moments.ts), and so does a unit
 * targeted by a Ranged Attack (Dig In) and one whose enemy ends its move (Covering Fire);
 * an attack rolled takes a Bonus Re-Roll Command when it re-rolls enough dice (heuristic-rerolls.ts).
 */
function owedChoice(
  setup: GameSetup,
  view: PlayerView,
  decision: Decision,
  value: (card: number) => number,
): Choice | undefined {
  const first = decision.options[0];
  if (first?.kind === 'placeVitalObjective') return first;
  if (first?.kind === 'targetedByRangedAttack') return targetedChoice(view, decision, value);
  // rulebook p.33 Bonus Re-Rolls: the attack rolled (heuristic-rerolls.ts).
  if (first?.kind === 'attackRerolls') return rerollsChoice(setup, view, decision, value);
  if (first?.kind === 'enemyEndsMove') return enemyEndsMoveChoice(view, decision, value);
  return first?.kind === 'suppressionTest'
    ? suppressionTestChoice(view, decision, value)
    : undefined;
}

import {
  type Choice,
  type Decision,
  type GameSetup,
  type PlayerView,
} from '@warroom/armoured-clash';
import { bidChoice, discardChoice, interferenceChoice } from './heuristic-cards.js';
import { activationChoice, closeQuartersDeclared, reactionChoice } from './heuristic-moments.js';
import { aimedBank } from './bank-choices.js';
import { heuristicClash } from './heuristic-clash.js';
import { interceptionAttackChoice } from './heuristic-interception.js';

/** A choice by the kind of the decision's first option, or undefined for the Activation's steps. */
export function listedChoice(
  setup: GameSetup,
  view: PlayerView,
  decision: Decision,
  first: Choice,
  value: (card: number) => number,
): Choice | undefined {
  switch (first.kind) {
    case 'chooseClash':
      return heuristicClash(decision, first);
    case 'opportunityFire':
    case 'intercept':
    case 'noReaction':
      // Fire at the active unit whenever a unit On Lookout can: that is what Lookout is for.
      return reactionChoice(setup, view, decision, value);
    case 'rangedAttack':
      // glossary: Interceptor: the Engage Step of its Interception Sortie, during the enemy's Activation.
      return view.activation !== undefined && view.units[view.activation.unit]?.side !== view.as
        ? interceptionAttackChoice(setup, view, decision, first, value)
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

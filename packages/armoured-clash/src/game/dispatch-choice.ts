import { towedOnLookout } from './towed.js';
import { makeStartDeclarations, startDeclarations } from './start-declarations.js';
import { afterCharge } from './after-charge.js';
import { allOutAttackAfterCharge } from './all-out-attack-charge.js';
import { activate, activeUnit } from './activation.js';
import { attackStep } from './attack-step.js';
import { endActivation } from './activation-end.js';
import { finishMovement, manoeuvre, stayPut } from './movement-step.js';
import { react } from './reaction-step.js';
import { charge } from './charge.js';
import { closeQuartersCombat } from './close-quarters.js';
import { closeQuartersThen } from './close-quarters-then.js';
import type { GameSetup } from './army.js';
import { declareCloseQuartersOvercharge } from './close-quarters-overcharge.js';
import { declareRetaliation } from './retaliation.js';
import { declareCloseQuartersPrecision } from './close-quarters-precision.js';
import { checkRetaliationsDeclared } from './retaliation-decision.js';
import type { Choice } from './choice.js';
import { checkDeployableNow } from './rapid-response.js';
import { claimConquests } from './commands/conquest.js';
import { orderDemiseAttacks } from './commands/demise-order.js';
import {
  commandedActivation,
  commandedCloseQuarters,
  commandedDoubleTime,
  commandedOpportunityFire,
  commandedRangedAttack,
} from './commands/declare-command.js';
import { deployReserveAfterFlankAttack, keepInReserve } from './commands/flank-attack.js';
import { issueFlankAttack } from './commands/issue-flank-attack.js';
import { settleCommand } from './commands/settle-command.js';
import { answerSuppressionTest } from './commands/suppression-test-command.js';
import { answerTargeted } from './commands/targeted-answer.js';
import { answerEnemyEndsMove } from './commands/enemy-ends-move-answer.js';
import { placeVitalObjective } from './clashes/vital-objective-placement.js';
import { coruscatingAttack } from './coruscating.js';
import { entrench } from './entrench.js';
import { fieldsOfFireStep } from './fields-of-fire.js';
import { repair } from './repair.js';
import { scourTheField } from './clashes/scour-the-field.js';
import { declineSupport } from './support.js';
import { declineCoordinated } from './coordinated.js';
import { deploy, reserve } from './deployment.js';
import { stopReserves } from './reserves.js';
import type { GameEvent } from './events.js';
import { inspire } from './inspiring.js';
import { bid, discardAndDraw, giveInitiative } from './ready-phase.js';
import { declareOverrun } from './overrun.js';
import { makeThrow } from './throw.js';
import { stopVanguard, vanguardAdvance } from './vanguard.js';
import { embark } from './transport/embark.js';
import { disembark } from './transport/disembark.js';
import { exit } from './transport/exit.js';
import { lowerAssaultRamp } from './transport/assault-ramp.js';
import { garrisonChoice } from './transport/garrison.js';
import { garrisonStormedBuilding } from './storming.js';
import { demolish } from './demolition.js';
import { bailOut, stayAboard } from './transport/bail-out.js';
import { openTopAttack } from './transport/open-top-declared.js';
import { issueAerialAssault } from './aerial-assault/assault.js';
import { sortieChoice } from './aircraft/sortie-choice.js';
import { type GameState } from './state.js';
import { issuePortalMastery } from './portals/portal-mastery.js';
import { portalBlast } from './portals/portal-blast.js';
import { startChoice } from './portals/start-choices.js';
import { placeTerrain, stopTerrain } from './terrain/terrain-stage.js';
import { chooseGeneral, claimZone } from './generals/generals-stage.js';
import { chooseClash } from './select-clash/select-clash-stage.js';
import { chooseForward } from './forward/forward-stage.js';
import { placeObjective } from './clashes/supply-drop-placement.js';
import { orderLosses } from './losses-ordered.js';
import { recordLossOrder } from './standing-loss-order.js';
import { answerRerolls } from './commands/rerolls-wait.js';
import { IllegalChoice } from './rule-error.js';

/** Makes one choice on `state` (a working copy), by its kind: the handler of each choice of the game. */
export function dispatchChoice(setup: GameSetup, state: GameState, choice: Choice): GameEvent[] {
  switch (choice.kind) {
    case 'chooseClash':
      return chooseClash(setup, state, choice);
    case 'placeTerrain':
      return placeTerrain(setup, state, choice);
    case 'stopTerrain':
      return stopTerrain(setup, state);
    case 'chooseGeneral':
      return chooseGeneral(setup, state, choice);
    case 'claimZone':
      return claimZone(setup, state, choice);
    case 'placeObjective':
      return placeObjective(setup, state, choice);
    case 'chooseForward':
      return chooseForward(setup, state, choice);
    case 'deploy':
      return deploy(setup, state, choice.unit, choice.at, choice.facing, choice.forwardDie);
    case 'reserve':
      return reserve(setup, state, choice.unit);
    case 'deployReserve':
      checkDeployableNow(setup, state, choice.unit);
      return deployReserveAfterFlankAttack(setup, state, choice.unit, choice.at, choice.facing);
    case 'flankAttack':
      checkDeployableNow(setup, state, choice.unit);
      return issueFlankAttack(setup, state, choice);
    case 'keepInReserve':
      return keepInReserve(setup, state, choice.unit);
    case 'claim':
      return claimConquests(state, choice.cards);
    case 'vanguardAdvance':
      return vanguardAdvance(setup, state, choice.unit, choice.at, choice.facing, choice.via);
    case 'stopVanguard':
      return stopVanguard(setup, state);
    case 'stopReserves':
      return stopReserves(setup, state);
    case 'giveInitiative':
      // glossary: Tow: Towed units are On Lookout as the first Round starts.
      return [...giveInitiative(state, choice.to), ...towedOnLookout(setup, state)];
    case 'bid':
      return bid(setup, state, choice.card);
    case 'surrender':
      return bid(setup, state, 'surrender');
    case 'discard':
      return discardAndDraw(setup, state, choice.cards);
    case 'activate':
      // glossary: Portal Mastery (X): a Special Command as the Activation starts.
      if (choice.portalMastery !== undefined) return issuePortalMastery(setup, state, choice);
      // glossary: Soar (X"), Locomotor Boosters, declared at the start of the Activation (with a Command: once it is settled).
      return choice.command === undefined
        ? [...activate(setup, state, choice.unit), ...makeStartDeclarations(setup, state, choice)]
        : commandedActivation(setup, state, choice.unit, choice.command, startDeclarations(choice));
    case 'advance':
    case 'doubleTime':
      if (choice.command === undefined)
        return manoeuvre(setup, state, choice.kind, choice.at, choice.facing, 0, choice.via);
      return commandedDoubleTime(setup, state, choice, choice.command);
    case 'approach':
    case 'escape':
    case 'intercept':
      return sortieChoice(setup, state, choice);
    case 'aim':
      return stayPut(setup, state, true);
    case 'hold':
      return state.activation?.step === 'movement'
        ? stayPut(setup, state, false)
        : attackStep(setup, state, choice);
    case 'opportunityFire':
      return choice.command === undefined
        ? react(setup, state, choice)
        : commandedOpportunityFire(setup, state, choice.unit, choice.command, choice.precision);
    case 'noReaction':
      return react(setup, state, choice);
    case 'inspire': {
      const inspired = inspire(setup, state, choice.units);
      return [...inspired.events, ...finishMovement(setup, state, inspired.endsActivation)];
    }
    case 'charge':
      return charge(setup, state, choice.target, choice.at, choice.facing, choice.via);
    case 'throw':
      // The Throw made, the Activation ends (game/commands/attacks-in-turn.ts).
      return makeThrow(setup, state, choice.target);
    case 'overrun':
      return declareOverrun(setup, state, choice.card);
    case 'retaliate':
      return declareRetaliation(setup, state, choice);
    case 'closeQuartersAttack':
      // The Retaliations' declarations come first (game/retaliation-decision.ts).
      checkRetaliationsDeclared(setup, state);
      // glossary: Precision, for the charging unit's attack (game/close-quarters-strike.ts).
      if (choice.precision !== undefined)
        declareCloseQuartersPrecision(setup, state, choice.precision);
      if (choice.overcharge === true) declareCloseQuartersOvercharge(setup, state);
      // The combat may wait before a strike's re-rolls (rulebook p.33): the Activation ends once it is over.
      return choice.command === undefined
        ? closeQuartersThen(setup, state, closeQuartersCombat(setup, state))
        : commandedCloseQuarters(setup, state, choice.command);
    case 'demolish':
      checkRetaliationsDeclared(setup, state);
      // Its roll may wait before its re-rolls (rulebook p.33): the Activation ends once it is made.
      return closeQuartersThen(setup, state, demolish(setup, state));
    case 'rangedAttack':
      return choice.command === undefined
        ? attackStep(setup, state, choice)
        : commandedRangedAttack(
            setup,
            state,
            { target: choice.target, card: choice.command },
            {
              ...(choice.prioritiseExposed === true ? { prioritiseExposed: true } : {}),
              ...(choice.precision === undefined ? {} : { precision: choice.precision }),
              ...(choice.spotter === undefined ? {} : { spotter: choice.spotter }),
              ...(choice.overcharge === true ? { overcharge: true } : {}),
            },
          );
    case 'interfere':
      return settleCommand(setup, state, choice.card);
    case 'noInterference':
      return settleCommand(setup, state, undefined);
    case 'suppressionTest':
      return answerSuppressionTest(setup, state, choice.command);
    case 'targetedByRangedAttack':
      // rulebook pp.34-35: the target's General orders its losses (game/losses-ordered.ts).
      if (choice.losses !== undefined) orderLosses(state, choice.losses);
      return answerTargeted(setup, state, choice.command);
    case 'enemyEndsMove':
      return answerEnemyEndsMove(setup, state, choice);
    case 'attackRerolls':
      // rulebook p.33 Bonus Re-Rolls: after the first roll (game/commands/rerolls-wait.ts).
      return answerRerolls(setup, state, choice.command);
    case 'chooseLoss':
    case 'fieldPromotion':
      // rulebook pp.34-35: answered before a choice is dispatched (game/loss-choice-wait.ts).
      throw new IllegalChoice(
        'rulebook pp.34-35 Destroying Models',
        `${choice.kind}: no choice among losses waits`,
      );
    case 'orderLosses':
      // rulebook pp.34-35: a standing order of losses (game/standing-loss-order.ts).
      return recordLossOrder(state, choice);
    case 'placeVitalObjective':
      return placeVitalObjective(setup, state, choice.at);
    case 'allOutAttack':
      if (afterCharge(state)) checkRetaliationsDeclared(setup, state);
      // The attacks end the Activation once made (game/commands/attacks-in-turn.ts).
      return afterCharge(state)
        ? allOutAttackAfterCharge(setup, state, activeUnit(state), choice)
        : attackStep(setup, state, choice);
    case 'takeCover':
    case 'goOnLookout':
    case 'reArm':
      return attackStep(setup, state, choice);
    case 'declineSupport':
      return declineSupport(setup, state);
    case 'declineCoordinated':
      return declineCoordinated(setup, state);
    case 'repair':
      return [...repair(setup, state, choice.unit), ...endActivation(setup, state)];
    case 'entrench':
      return [...entrench(setup, state, choice.unit), ...endActivation(setup, state)];
    case 'scourTheField':
      return [...scourTheField(setup, state, choice.marker), ...endActivation(setup, state)];
    case 'fieldsOfFire':
      return fieldsOfFireStep(setup, state, choice.targets, choice);
    case 'coruscatingAttack':
      return coruscatingAttack(setup, state, choice.bearing, choice.overcharge === true, choice);
    case 'embark':
      return [...embark(setup, state, choice.transport), ...endActivation(setup, state)];
    case 'disembark':
      return disembark(setup, state, choice.at, choice.facing);
    case 'garrison':
      // rulebook p.45 Storming a Building: the attacker Garrisons the building it stormed.
      return state.activation?.stormedBuilding === undefined
        ? garrisonChoice(setup, state, choice.building)
        : [
            ...garrisonStormedBuilding(setup, state, choice.building),
            ...endActivation(setup, state),
          ];
    case 'exit':
      return exit(setup, state, choice.at, choice.facing);
    case 'bailOut':
      return bailOut(setup, state, choice.at, choice.facing);
    case 'stayAboard':
      return stayAboard(setup, state);
    case 'aerialAssault':
      return issueAerialAssault(setup, state, choice);
    case 'openTopAttack':
      // The attack made, the Activation goes on to its end (game/commands/attacks-in-turn.ts).
      return openTopAttack(setup, state, choice.unit, choice.target, choice.precision);
    case 'placePortalMarker':
    case 'removePortalMarker':
    case 'endPortalMastery':
    case 'restoreModels':
      return startChoice(setup, state, choice);
    case 'demiseOrder':
      return orderDemiseAttacks(setup, state, choice.units);
    case 'portalBlast':
      return [
        ...portalBlast(setup, state, choice.marker, choice.units),
        ...endActivation(setup, state),
      ];
    case 'assaultRamp':
      return [
        ...lowerAssaultRamp(setup, state, choice.at, choice.facing),
        ...endActivation(setup, state),
      ];
  }
}

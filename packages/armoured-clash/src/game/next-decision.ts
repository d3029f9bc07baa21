import type { GameSetup } from './army.js';
import type { Choice, Decision } from './choice.js';
import {
  flankAttackConstraint,
  interferenceDecision,
  owedDecision,
} from './commands/command-decisions.js';
import { claimDecision } from './commands/conquest.js';
import { demiseOrderDecision } from './commands/demise-order.js';
import { suppressionTestDecision } from './commands/suppression-test-command.js';
import { targetedDecision } from './commands/targeted-command.js';
import { rerollsDecision } from './commands/rerolls-wait.js';
import { enemyEndsMoveDecision } from './commands/enemy-ends-move.js';
import { vitalObjectiveDecision } from './clashes/vital-objective-placement.js';
import { mayReserve, undeployed } from './deployment.js';
import { reservesNow } from './rapid-response.js';
import { inspiringDecision } from './inspiring.js';
import { type GameState } from './state.js';
import { vanguardDecision } from './vanguard.js';
import { bailOutDecision } from './transport/bail-out.js';
import { setupInPlay } from './terrain/setup-in-play.js';
import { terrainDecision } from './terrain/terrain-stage.js';
import { generalsDecision } from './generals/generals-stage.js';
import { clashDecision } from './select-clash/select-clash-stage.js';
import { forwardDecision } from './forward/forward-stage.js';
import { supplyDropDecision } from './clashes/supply-drop-placement.js';
import { forwardDeployDecision } from './forward/forward-deploy-decision.js';
import { activationDecision } from './activation-decision.js';
import { lossChoiceDecision } from './loss-choice-wait.js';

/** Every subset of a hand, for the Draw Cards step's discards. */
function subsets(hand: readonly number[]): number[][] {
  return hand.reduce<number[][]>((all, card) => [...all, ...all.map((s) => [...s, card])], [[]]);
}

/**
 * What the game waits for now: who decides and the legal choices (listed, or
 * described by constraints for placements and moves). Undefined when the game is over.
 */
export function nextDecision(given: GameSetup, state: GameState): Decision | undefined {
  // rulebook p.56: the battlefield with the terrain the Generals placed.
  const setup = setupInPlay(given, state);
  // Conquest claims, Interference and a failed Command's answer come first (game/commands).
  // glossary: Bail Out: then the Embarked unit's General answers, before the game goes on.
  const first =
    // rulebook pp.34-35: a choice among losses stops the choice that caused them (game/loss-choice-wait.ts).
    lossChoiceDecision(setup, state) ??
    claimDecision(state) ??
    interferenceDecision(setup, state) ??
    vitalObjectiveDecision(setup, state) ??
    suppressionTestDecision(setup, state) ??
    targetedDecision(setup, state) ??
    rerollsDecision(setup, state) ??
    enemyEndsMoveDecision(setup, state) ??
    owedDecision(setup, state) ??
    bailOutDecision(setup, state) ??
    // glossary: Spectacular Demise (X): the order of a demise's attacks, once nothing else waits.
    demiseOrderDecision(setup, state);
  if (first !== undefined) return first;
  const player = state.turn;
  const flank = state.stage === 'deployReserves' ? flankAttackConstraint(setup, state) : undefined;
  switch (state.stage) {
    case 'over':
      return undefined;
    case 'clash':
      return clashDecision(setup, state);
    case 'terrain':
      return terrainDecision(setup, state);
    case 'generals':
      return generalsDecision(setup, state);
    case 'supplyDrop':
      return supplyDropDecision(setup, state);
    case 'forward':
      return forwardDecision(setup, state);
    case 'deployment':
      return (
        forwardDeployDecision(setup, state) ?? {
          player,
          prompt:
            'Deploy a unit entirely within your Deployment Zone, or hold it in Reserve (rulebook p.57)',
          options: undeployed(state, player)
            .filter((unit) => mayReserve(state, player, unit))
            .map((unit): Choice => ({ kind: 'reserve', unit })),
          constraints: [
            { kind: 'deploy', units: undeployed(state, player), zone: setup.generals[player].zone },
          ],
        }
      );
    case 'deployReserves':
      return {
        player,
        prompt: 'Deploy a unit from Reserve, touching a battlefield edge, or stop (rulebook p.21)',
        options: [{ kind: 'stopReserves' }],
        constraints: [
          {
            kind: 'deployReserve',
            units: reservesNow(setup, state, player),
            zone: setup.generals[player].zone,
          },
          ...(flank === undefined ? [] : [flank]),
        ],
      };
    case 'vanguard':
      return vanguardDecision(setup, state);
    case 'chooseInitiative':
      return {
        player,
        prompt: 'You finished deploying first: choose who has the Initiative (rulebook p.57)',
        options: [
          { kind: 'giveInitiative', to: 'a' },
          { kind: 'giveInitiative', to: 'b' },
        ],
      };
    case 'initiative':
      return {
        player,
        prompt: 'Bid a card for the Initiative, or surrender it (rulebook p.20)',
        options: [
          ...state.players[player].deck.hand.map((card): Choice => ({ kind: 'bid', card })),
          { kind: 'surrender' },
        ],
      };
    case 'drawCards':
      return {
        player,
        prompt: 'Discard any cards, then draw up to your Hand Limit (rulebook p.21)',
        options: subsets(state.players[player].deck.hand).map((cards): Choice => ({
          kind: 'discard',
          cards,
        })),
      };
    case 'activation':
      return inspiringDecision(setup, state) ?? activationDecision(setup, state);
  }
}

import { readyUnits } from './activation.js';
import type { GameSetup } from './army.js';
import type { Choice, Decision } from './choice.js';
import { chargeTargets } from './close-quarters.js';
import { commandedAttacks, interferenceDecision } from './commands/command-decisions.js';
import { reserveAllowance, undeployed } from './deployment.js';
import { inReserve } from './reserves.js';
import { acquisition, rangedRow } from './ranged-attack.js';
import { type GameState, other } from './state.js';
import { reactors } from './reaction.js';
import { armyUnit, tableOf } from './table-of.js';
import { usable } from './weapon-use.js';

/** Every subset of a hand, for the Draw Cards step's discards. */
function subsets(hand: readonly number[]): number[][] {
  return hand.reduce<number[][]>((all, card) => [...all, ...all.map((s) => [...s, card])], [[]]);
}

/**
 * What the game waits for now: who decides and the legal choices (listed, or
 * described by constraints for placements and moves). Undefined when the game is over.
 */
export function nextDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const player = state.turn;
  switch (state.stage) {
    case 'over':
      return undefined;
    case 'deployment': {
      const reserved = Object.values(state.units).filter(
        (u) => u.side === player && u.inReserve,
      ).length;
      return {
        player,
        prompt:
          'Deploy a unit entirely within your Deployment Zone, or hold it in Reserve (rulebook p.57)',
        options:
          reserved < reserveAllowance(state, player)
            ? undeployed(state, player).map((unit): Choice => ({ kind: 'reserve', unit }))
            : [],
        constraints: [
          { kind: 'deploy', units: undeployed(state, player), zone: setup.generals[player].zone },
        ],
      };
    }
    case 'deployReserves':
      return {
        player,
        prompt: 'Deploy a unit from Reserve, touching a battlefield edge, or stop (rulebook p.21)',
        options: [{ kind: 'stopReserves' }],
        constraints: [
          {
            kind: 'deployReserve',
            units: inReserve(state, player),
            zone: setup.generals[player].zone,
          },
        ],
      };
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
      return interferenceDecision(setup, state) ?? activationDecision(setup, state);
  }
}

function activationDecision(setup: GameSetup, state: GameState): Decision {
  const player = state.turn;
  const activation = state.activation;
  if (activation === undefined) {
    return {
      player,
      prompt: 'Activate a Ready unit (rulebook p.22)',
      options: readyUnits(state, player).map((u): Choice => ({ kind: 'activate', unit: u.id })),
    };
  }
  const unit = armyUnit(setup, activation.unit);
  if (activation.reaction !== undefined) {
    return {
      player: other(player),
      prompt: `Reaction Step: declare Opportunity Fire against ${unit.name}, or let it pass (rulebook p.25)`,
      options: [
        ...reactors(setup, state).map((id): Choice => ({ kind: 'opportunityFire', unit: id })),
        { kind: 'noReaction' },
      ],
    };
  }
  if (activation.step === 'movement' && activation.mustCharge === true) {
    return {
      player,
      prompt: `${unit.name} failed its Rally Test and must Charge (glossary: Berserk)`,
      options: [],
      constraints: [
        {
          kind: 'charge',
          unit: unit.id,
          limit: 2 * unit.speed,
          targets: chargeTargets(setup, state.units, unit.id),
        },
      ],
    };
  }
  if (activation.step === 'movement') {
    return {
      player,
      prompt: `${unit.name}: Movement Step (rulebook p.24)`,
      options: [{ kind: 'hold' }, ...(activation.rallyFailed ? [] : [{ kind: 'aim' } as const])],
      constraints: [
        { kind: 'advance', unit: unit.id, limit: unit.speed },
        ...(activation.rallyFailed
          ? []
          : [
              {
                kind: 'charge',
                unit: unit.id,
                limit: 2 * unit.speed,
                targets: chargeTargets(setup, state.units, unit.id),
              } as const,
            ]),
        ...(activation.rallyFailed
          ? []
          : [{ kind: 'doubleTime', unit: unit.id, limit: 2 * unit.speed } as const]),
      ],
    };
  }
  const unitState = state.units[activation.unit];
  if (
    activation.charge !== undefined &&
    state.units[activation.charge.target]?.annihilated !== true
  ) {
    return {
      player,
      prompt: `${unit.name}: Close Quarters Attack against the target of its Charge (rulebook p.28)`,
      options: [{ kind: 'closeQuartersAttack' }],
    };
  }
  const table = tableOf(setup, state);
  const targets = Object.values(state.units).filter(
    (t) =>
      t.side !== player &&
      t.deployed &&
      !t.annihilated &&
      usable(rangedRow(unit, armyUnit(setup, t.id)), unitState, false) &&
      acquisition(setup, table, unit.id, t.id).confirmed,
  );
  return {
    player,
    prompt: `${unit.name}: Attack Step (rulebook p.26)`,
    options: [
      ...targets.map((t): Choice => ({ kind: 'rangedAttack', target: t.id })),
      ...commandedAttacks(
        setup,
        state,
        targets.map((t) => t.id),
      ),
      { kind: 'takeCover' },
      { kind: 'goOnLookout' },
      ...(unitState?.statuses.includes('reloading') === true ? [{ kind: 'reArm' } as const] : []),
      { kind: 'hold' },
    ],
  };
}

import { readyUnits } from './activation.js';
import type { GameSetup } from './army.js';
import type { Choice, Decision } from './choice.js';
import { chargeTargets } from './charge-targets.js';
import {
  commandedActivations,
  commandedAttacks,
  commandedCloseQuarters,
  commandedReactions,
  doubleTimeCommands,
  flankAttackConstraint,
  interferenceDecision,
  owedDecision,
} from './commands/command-decisions.js';
import { claimDecision } from './commands/conquest.js';
import { mayReserve, undeployed } from './deployment.js';
import { reservesNow } from './rapid-response.js';
import { inspiringDecision } from './inspiring.js';
import { spottedAttacks } from './spotting.js';
import { manoeuvreLimits, mayMake } from './manoeuvre-limits.js';
import { rangedRow } from './ranged-attack.js';
import { acquisitionConfirmed } from './acquisition-confirmed.js';
import { lazySightIndex } from '../battlefield/sight-index.js';
import { type GameState, other } from './state.js';
import { reactors } from './reaction.js';
import { ruleAttackStepOptions } from './rule-attack-options.js';
import { scourTheFieldOptions } from './clashes/scour-the-field.js';
import { supportDecision } from './support.js';
import { coordinatedDecision } from './coordinated.js';
import { profileAsTarget } from './entrenched.js';
import { reloadingRefusal } from './reloading.js';
import { armyUnit } from './army-unit.js';
import { tableOf } from './table-of.js';
import { vanguardDecision } from './vanguard.js';
import { overrunDecision } from './overrun-decision.js';
import { endAttackDecision } from './throw.js';
import { usable } from './weapon-use.js';
import { embarkOptions } from './transport/embark.js';
import { garrisonOptions, stormingPartyOptions } from './transport/garrison.js';
import { assaultRampConstraint } from './transport/assault-ramp.js';
import { embarkedDecision } from './transport/embarked-decision.js';
import { isAircraft } from './aircraft/aircraft.js';
import { sortieDecision } from './aircraft/sortie-decision.js';

/** Every subset of a hand, for the Draw Cards step's discards. */
function subsets(hand: readonly number[]): number[][] {
  return hand.reduce<number[][]>((all, card) => [...all, ...all.map((s) => [...s, card])], [[]]);
}

/**
 * What the game waits for now: who decides and the legal choices (listed, or
 * described by constraints for placements and moves). Undefined when the game is over.
 */
export function nextDecision(setup: GameSetup, state: GameState): Decision | undefined {
  // Conquest claims, Interference and a failed Command's answer come first (game/commands).
  const first =
    claimDecision(state) ?? interferenceDecision(setup, state) ?? owedDecision(setup, state);
  if (first !== undefined) return first;
  const player = state.turn;
  const flank = state.stage === 'deployReserves' ? flankAttackConstraint(setup, state) : undefined;
  switch (state.stage) {
    case 'over':
      return undefined;
    case 'deployment': {
      return {
        player,
        prompt:
          'Deploy a unit entirely within your Deployment Zone, or hold it in Reserve (rulebook p.57)',
        options: undeployed(state, player)
          .filter((unit) => mayReserve(state, player, unit))
          .map((unit): Choice => ({ kind: 'reserve', unit })),
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

function activationDecision(setup: GameSetup, state: GameState): Decision {
  const player = state.turn;
  const activation = state.activation;
  const support = supportDecision(setup, state);
  if (support !== undefined) return support;
  const coordinated = coordinatedDecision(setup, state);
  if (coordinated !== undefined) return coordinated;
  // rulebook pp.50-51: an Aircraft unit's Activation is an Air Support Sortie (game/aircraft/).
  const sortie = sortieDecision(setup, state);
  if (sortie !== undefined) return sortie;
  if (activation === undefined) {
    return {
      player,
      prompt: 'Activate a Ready unit (rulebook p.22)',
      options: [
        ...readyUnits(state, player).map((u): Choice => ({ kind: 'activate', unit: u.id })),
        ...commandedActivations(
          setup,
          state,
          readyUnits(state, player)
            .map((u) => u.id)
            .filter((id) => !isAircraft(setup, id)),
        ),
      ],
    };
  }
  const unit = armyUnit(setup, activation.unit);
  if (activation.reaction !== undefined) {
    const reacting = reactors(setup, state);
    return {
      player: other(player),
      prompt: `Reaction Step: declare Opportunity Fire against ${unit.name}, or let it pass (rulebook p.25)`,
      options: [
        ...reacting.map((id): Choice => ({ kind: 'opportunityFire', unit: id })),
        ...commandedReactions(setup, state, reacting),
        { kind: 'noReaction' },
      ],
    };
  }
  const offered = overrunDecision(setup, state) ?? endAttackDecision(setup, state);
  if (offered !== undefined) return offered;
  if (activation.freeAdvance !== undefined) {
    const { limit, rule } = activation.freeAdvance;
    return {
      player,
      prompt: `${unit.name}: a free Advance of up to ${limit}" after its attack, or hold (${rule})`,
      options: [{ kind: 'hold' }],
      constraints: [{ kind: 'advance', unit: unit.id, limit }],
    };
  }
  // rulebook p.46 Embarked Units: only Disembark, no Attack or Action (game/transport/).
  const aboard = embarkedDecision(setup, state);
  if (aboard !== undefined) return aboard;
  const limits = manoeuvreLimits(setup, unit.id);
  if (activation.step === 'movement' && activation.mustCharge === true) {
    return {
      player,
      prompt: `${unit.name} failed its Rally Test and must Charge (glossary: Berserk)`,
      options: [],
      constraints: [
        {
          kind: 'charge',
          unit: unit.id,
          limit: limits.charge,
          targets: chargeTargets(setup, state.units, unit.id),
        },
      ],
    };
  }
  if (activation.step === 'movement') {
    return {
      player,
      prompt: `${unit.name}: Movement Step (rulebook p.24)`,
      options: [
        { kind: 'hold' },
        ...(activation.rallyFailed ? [] : [{ kind: 'aim' } as const]),
        // glossary: Storming Party: a Garrison Action as a Manoeuvre.
        ...stormingPartyOptions(setup, state, unit.id),
      ],
      constraints: [
        { kind: 'advance', unit: unit.id, limit: limits.advance },
        ...(activation.rallyFailed || !mayMake(limits, 'charge')
          ? []
          : [
              {
                kind: 'charge',
                unit: unit.id,
                limit: limits.charge,
                targets: chargeTargets(setup, state.units, unit.id),
              } as const,
            ]),
        ...(activation.rallyFailed || !mayMake(limits, 'doubleTime')
          ? []
          : [
              {
                kind: 'doubleTime',
                unit: unit.id,
                limit: limits.doubleTime,
                commands: doubleTimeCommands(setup, state),
              } as const,
            ]),
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
      options: [{ kind: 'closeQuartersAttack' }, ...commandedCloseQuarters(setup, state)],
    };
  }
  const table = tableOf(setup, state);
  const sight = lazySightIndex(table);
  const targets = Object.values(state.units).filter(
    (t) =>
      t.side !== player &&
      t.deployed &&
      !t.annihilated &&
      usable(
        rangedRow(
          unit,
          profileAsTarget(setup, table, unit.id, t.id, t.statuses.includes('entrenched')),
        ),
        unitState,
        { opportunityFire: false, advanced: activation.advanced === true },
      ) &&
      unitState !== undefined &&
      reloadingRefusal(setup, unitState) === undefined &&
      acquisitionConfirmed(
        setup,
        table,
        sight,
        unit.id,
        t.id,
        t.statuses.includes('entrenched'),
        activation.movedThrough,
      ),
  );
  // glossary: Assault Ramp — a placement: its Embarked unit's free Disembark.
  const ramp = assaultRampConstraint(setup, state, unit.id);
  return {
    player,
    prompt: `${unit.name}: Attack Step (rulebook p.26)`,
    ...(ramp.length === 0 ? {} : { constraints: ramp }),
    options: [
      ...targets.map((t): Choice => ({ kind: 'rangedAttack', target: t.id })),
      ...commandedAttacks(
        setup,
        state,
        targets.map((t) => t.id),
      ),
      ...spottedAttacks(
        setup,
        state,
        targets.map((t) => t.id),
      ),
      ...ruleAttackStepOptions(
        setup,
        state,
        unit.id,
        targets.map((t) => t.id),
      ),
      ...scourTheFieldOptions(setup, state, unit.id),
      ...embarkOptions(setup, state, unit.id),
      ...garrisonOptions(setup, state, unit.id),
      { kind: 'takeCover' },
      { kind: 'goOnLookout' },
      ...(unitState?.statuses.includes('reloading') === true ? [{ kind: 'reArm' } as const] : []),
      { kind: 'hold' },
    ],
  };
}

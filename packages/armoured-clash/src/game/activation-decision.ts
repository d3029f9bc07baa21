import { readyUnits } from './activation.js';
import { boostedLimits, boosterActivations } from './locomotor-boosters.js';
import { commandedSoarActivations, soarActivations } from './soar.js';
import { interceptOptions } from './aircraft/interceptors.js';
import { allOutAttackAfterChargeOptions } from './all-out-attack-charge.js';
import type { GameSetup } from './army.js';
import type { Choice, Decision } from './choice.js';
import { chargeConstraint, chargeTargets } from './charge-targets.js';
import {
  commandedActivations,
  commandedAttacks,
  commandedCloseQuarters,
  commandedReactions,
  doubleTimeCommands,
} from './commands/command-decisions.js';
import { spottedAttacks } from './spotting.js';
import { commandedBoosterActivations } from './commanded-boosters.js';
import { mayMake } from './manoeuvre-limits.js';
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
import { overrunDecision } from './overrun-decision.js';
import { stormedBuildingDecision } from './storming.js';
import { demolitionOptions } from './demolition.js';
import { retaliationDecision } from './retaliation-decision.js';
import { endAttackDecision } from './end-of-activation-attack.js';
import { usable } from './weapon-use.js';
import { embarkOptions } from './transport/embark.js';
import { garrisonOptions, stormingPartyOptions } from './transport/garrison.js';
import { assaultRampConstraint } from './transport/assault-ramp.js';
import { embarkedDecision } from './transport/embarked-decision.js';
import { openTopDecision } from './transport/open-top.js';
import { withAerialAssault } from './aerial-assault/assault-turns.js';
import { unitStep } from './unit-rules.js';
import { portalMasteryActivations } from './portals/portal-mastery.js';
import { activationStartDecision } from './portals/activation-start.js';
import { sortieDecision } from './aircraft/sortie-decision.js';
import { aircraftTargetRefusal } from './aircraft/aircraft.js';

/**
 * What the game waits for in the Activation Phase (rulebook pp.22-31): the
 * active General's Activation, its steps, Reactions, Commands and the choices
 * rules add, or the next unit to Activate.
 */
export function activationDecision(setup: GameSetup, state: GameState): Decision {
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
    const ready = readyUnits(state, player).map((u) => u.id);
    // glossary: Aerial Assault: a unit in Reserve may be Activated instead (must, in the final Round).
    return withAerialAssault(setup, state, {
      player,
      prompt: 'Activate a Ready unit (rulebook p.22)',
      options: [
        ...ready.map((unit): Choice => ({ kind: 'activate', unit })),
        ...boosterActivations(setup, ready),
        // glossary: Soar (X"), declared as the Activation starts.
        ...soarActivations(setup, state, ready),
        ...commandedActivations(setup, state, ready),
        ...commandedSoarActivations(setup, state, ready),
        // glossary: Locomotor Boosters, declared with a Command issued as the Activation starts.
        ...commandedBoosterActivations(setup, state, ready),
        // glossary: Portal Mastery (X): its Special Command attempted as the Activation starts.
        ...portalMasteryActivations(setup, state, ready),
      ],
    });
  }
  const unit = armyUnit(setup, activation.unit);
  // glossary: Portal Mastery (X), Immortal: the start of the Activation, before its Reaction Step.
  const starting = activationStartDecision(setup, state);
  if (starting !== undefined) return starting;
  if (activation.reaction !== undefined) {
    const reacting = reactors(setup, state);
    return {
      player: other(player),
      prompt: `Reaction Step: declare Opportunity Fire against ${unit.name}, or let it pass (rulebook p.25)`,
      options: [
        ...reacting.map((id): Choice => ({ kind: 'opportunityFire', unit: id })),
        ...commandedReactions(setup, state, reacting),
        // glossary: Interceptor: instead, an Intercept against a Soaring unit (glossary: Soar (X")).
        ...interceptOptions(setup, state),
        { kind: 'noReaction' },
      ],
    };
  }
  const offered =
    stormedBuildingDecision(setup, state) ??
    overrunDecision(setup, state) ??
    openTopDecision(setup, state) ??
    endAttackDecision(setup, state);
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
  // glossary: Locomotor Boosters change the Charge and Double Time limits.
  const limits = boostedLimits(setup, state, unit.id);
  if (activation.step === 'movement' && activation.mustCharge === true) {
    return {
      player,
      prompt:
        activation.compelled?.able === true
          ? `${unit.name} must Charge (${activation.compelled.rule})`
          : `${unit.name} failed its Rally Test and must Charge (glossary: Berserk)`,
      options: [],
      constraints: [
        {
          kind: 'charge',
          unit: unit.id,
          limit: limits.charge,
          targets: chargeTargets(setup, state, unit.id),
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
        // glossary: Soar (X"): a Soaring unit cannot Aim.
        ...(activation.rallyFailed || state.units[unit.id]?.soaring !== undefined
          ? []
          : [{ kind: 'aim' } as const]),
        // glossary: Storming Party: a Garrison Action as a Manoeuvre.
        ...stormingPartyOptions(setup, state, unit.id),
      ],
      constraints: [
        { kind: 'advance', unit: unit.id, limit: limits.advance },
        ...(activation.rallyFailed || !mayMake(limits, 'charge')
          ? []
          : [chargeConstraint(setup, state, unit.id, limits.charge)]),
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
  if (activation.charge?.building === true) {
    return {
      player,
      prompt: `${unit.name}: Demolition of the building it Charged (glossary: Demolition)`,
      options: demolitionOptions(setup, state),
    };
  }
  // glossary: Precision, Overcharge: the defending General declares its Retaliations first.
  const retaliating = retaliationDecision(setup, state);
  if (retaliating !== undefined) return retaliating;
  if (
    activation.charge !== undefined &&
    state.units[activation.charge.target]?.annihilated !== true
  ) {
    return {
      player,
      prompt: `${unit.name}: Close Quarters Attack against the target of its Charge (rulebook p.28)`,
      options: [
        { kind: 'closeQuartersAttack' },
        ...commandedCloseQuarters(setup, state),
        // glossary: Demolition — a roll at the building instead.
        ...demolitionOptions(setup, state),
        // glossary: All-Out Attack (X): the Close Quarters Attack first, then Ranged Attacks.
        ...(unitState === undefined ? [] : allOutAttackAfterChargeOptions(setup, state, unitState)),
      ],
    };
  }
  const table = tableOf(setup, state);
  const sight = lazySightIndex(table);
  // rulebook p.30 Reloading (glossary: Cumbersome): a unit stopped firing has no target: asked once, not per enemy unit.
  const mayFire = unitState !== undefined && reloadingRefusal(setup, unitState) === undefined;
  const use = { opportunityFire: false, advanced: activation.advanced === true };
  const targets = Object.values(state.units).filter(
    (t) =>
      mayFire &&
      t.side !== player &&
      t.deployed &&
      !t.annihilated &&
      // rulebook p.50 Incoming Aircraft: only Opportunity Fire can target them.
      aircraftTargetRefusal(setup, t.id, false) === undefined &&
      usable(
        rangedRow(
          unit,
          profileAsTarget(setup, table, unit.id, t.id, t.statuses.includes('entrenched')),
        ),
        unitState,
        use,
      ) &&
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
  const targetIds = targets.map((t) => t.id);
  // glossary: Assault Ramp — a placement: its Embarked unit's free Disembark.
  const ramp = assaultRampConstraint(setup, state, unit.id);
  return {
    player,
    prompt: `${unit.name}: Attack Step (rulebook p.26)`,
    ...(ramp.length === 0 ? {} : { constraints: ramp }),
    options: [
      ...targetIds.map((target): Choice => ({ kind: 'rangedAttack', target })),
      ...commandedAttacks(setup, state, targetIds),
      ...spottedAttacks(setup, state, targetIds),
      ...ruleAttackStepOptions(setup, state, unit.id, targetIds),
      ...scourTheFieldOptions(setup, state, unit.id),
      ...embarkOptions(setup, state, unit.id),
      ...garrisonOptions(setup, state, unit.id),
      // glossary: Bulky: no Take Cover.
      ...(unitStep(setup, unit.id, 'takeCoverAllowed', true)
        ? [{ kind: 'takeCover' } as const]
        : []),
      { kind: 'goOnLookout' },
      ...(unitState?.statuses.includes('reloading') === true ? [{ kind: 'reArm' } as const] : []),
      { kind: 'hold' },
    ],
  };
}

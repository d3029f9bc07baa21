import { attackStepNow } from '../attack-step.js';
import { plannedManoeuvre } from '../movement-step.js';
import { unitToActivate } from '../activation.js';
import type { GameSetup } from '../army.js';
import type { At } from '../choice.js';
import type { GameEvent } from '../events.js';
import { planRangedAttack } from '../ranged-attack.js';
import { reactors } from '../reaction.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { armyUnit } from '../army-unit.js';
import { issueCommand } from './issue-command.js';
import { checkSpotter } from './declared-attack-context.js';
import { declareAttacks } from './declare-attacks.js';
import { checkOverchargeable } from '../overcharge.js';
import { type StartDeclarations, refuseStartDeclarations } from '../start-declarations.js';

/**
 * The declarations a Command can be issued with (rulebook p.37; the card's
 * moment, command-moments.ts). Each checks the declaration as it would be
 * made without a Command, then issues the Command (issue-command.ts).
 */

/** rulebook p.22: a Command issued to a Ready unit as it is Activated. */
export function commandedActivation(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  card: number,
  declared: StartDeclarations = {},
): GameEvent[] {
  const unit = unitToActivate(state, unitId);
  // glossary: Soar (X"), Locomotor Boosters: declared with the Activation, made once the Command is settled.
  refuseStartDeclarations(setup, state, unitId, declared);
  return issueCommand(
    setup,
    state,
    { side: unit.side, card, unit: unitId, with: { kind: 'activate', ...declared } },
    'as it is Activated',
  );
}

/**
 * rulebook p.24 Double Time with a Command: the move is checked with the
 * Movement Limit the Command would add (Forced March).
 */
export function commandedDoubleTime(
  setup: GameSetup,
  state: GameState,
  manoeuvre: {
    readonly kind: 'advance' | 'doubleTime';
    readonly at: At;
    readonly facing: number;
    readonly via?: readonly At[] | undefined;
  },
  card: number,
): GameEvent[] {
  const { at, facing } = manoeuvre;
  // rulebook p.16: a move broken into legs, measured leg by leg with the Command's inches.
  const legs =
    manoeuvre.via === undefined || manoeuvre.via.length === 0 ? {} : { via: manoeuvre.via };
  if (manoeuvre.kind === 'advance') {
    throw new IllegalChoice(
      'rulebook p.37 Issuing Commands',
      'no Command is issued as a unit Advances (the cards name a Double Time)',
    );
  }
  const activation = state.activation;
  if (activation === undefined || activation.step !== 'movement') {
    throw new IllegalChoice('rulebook p.24 The Movement Step', 'it is not the Movement Step');
  }
  if (activation.rallyFailed || activation.mustCharge === true) {
    throw new IllegalChoice(
      'rulebook p.24 Reduced Capability',
      'a unit that failed its Rally Test cannot make a Double Time manoeuvre',
    );
  }
  const unit = activation.unit;
  const side = state.units[unit]?.side ?? state.turn;
  const effects = setup.generals[side].deck.cards[card]?.command.effects ?? [];
  const bonus = effects.reduce(
    (inches, effect) => inches + (effect.kind === 'movementBonus' ? effect.inches : 0),
    0,
  );
  plannedManoeuvre(setup, state, unit, 'doubleTime', at, facing, bonus, undefined, legs.via);
  return issueCommand(
    setup,
    state,
    { side, card, unit, with: { kind: 'doubleTime', at, facing, ...legs } },
    'as it makes a Double Time manoeuvre',
  );
}

/**
 * rulebook pp.26, 37: a Command issued as the active unit declares a Ranged
 * Attack, with what else is declared with it (`declared`: prioritising
 * Exposed models, p.26; the models chosen with Precision, glossary: Precision;
 * a Spotting unit, glossary: Spotters; an Overcharge, glossary: Overcharge).
 */
export function commandedRangedAttack(
  setup: GameSetup,
  state: GameState,
  attack: { readonly target: string; readonly card: number },
  declared: {
    readonly prioritiseExposed?: boolean;
    readonly precision?: readonly string[];
    readonly spotter?: string;
    readonly overcharge?: boolean;
  } = {},
): GameEvent[] {
  const { target, card } = attack;
  const activation = attackStepNow(state);
  const unit = state.units[activation.unit];
  if (unit === undefined) {
    throw new IllegalChoice('rulebook p.24 Activating a Unit', 'no unit is being Activated');
  }
  const { spotter, overcharge = false, ...chosen } = declared;
  const context = { ...activation, ...chosen };
  planRangedAttack(setup, state, unit.id, target, activation.aimed, false, context);
  checkSpotter(setup, state, unit.id, { target, spotter });
  if (overcharge) checkOverchargeable(setup, state, unit.id, target);
  const attacks = {
    of: 'rangedAttack',
    attacks: [{ target, ...chosen, ...(spotter === undefined ? {} : { spotter }) }],
    ...(overcharge ? { overcharge: 'declared' as const } : {}),
  } as const;
  return declareAttacks(setup, state, attacks, { card, against: target });
}

/**
 * rulebook p.25 Opportunity Fire with a Command: the other General's unit On
 * Lookout declares its attack, with the models chosen with Precision
 * (`precision`, glossary: Precision: checked now, kept with the Command).
 */
export function commandedOpportunityFire(
  setup: GameSetup,
  state: GameState,
  reactor: string,
  card: number,
  precision?: readonly string[],
): GameEvent[] {
  const activation = state.activation;
  const unit = state.units[reactor];
  if (activation?.reaction === undefined) {
    throw new IllegalChoice('rulebook p.24 The Reaction Steps', 'no Reaction Step is open');
  }
  if (unit === undefined || !reactors(setup, state).includes(reactor)) {
    throw new IllegalChoice(
      'rulebook p.25 Opportunity Fire Conditions',
      `${reactor} is not On Lookout with the active unit in its sights`,
    );
  }
  if (precision !== undefined) {
    planRangedAttack(setup, state, reactor, activation.unit, false, true, { precision });
  }
  const occasion = {
    kind: 'opportunityFire',
    ...(precision === undefined ? {} : { precision }),
  } as const;
  return issueCommand(
    setup,
    state,
    { side: unit.side, card, unit: reactor, with: occasion },
    `as it declares Opportunity Fire against ${armyUnit(setup, activation.unit).name}`,
  );
}

/** rulebook pp.28, 37: a Command issued as the active unit declares its Close Quarters Attack. */
export function commandedCloseQuarters(
  setup: GameSetup,
  state: GameState,
  card: number,
): GameEvent[] {
  const activation = state.activation;
  const charge = activation?.charge;
  const unit = activation === undefined ? undefined : state.units[activation.unit];
  if (
    activation?.step !== 'attack' ||
    charge === undefined ||
    unit === undefined ||
    state.units[charge.target]?.annihilated !== false
  ) {
    throw new IllegalChoice(
      'rulebook p.28 Close Quarters Attacks',
      'there is no Charge target to attack',
    );
  }
  return issueCommand(
    setup,
    state,
    { side: unit.side, card, unit: unit.id, with: { kind: 'closeQuartersAttack' } },
    `as it declares a Close Quarters Attack against ${armyUnit(setup, charge.target).name}`,
  );
}

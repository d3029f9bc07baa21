import type { Side } from '../../battlefield/table.js';
import type { CommandEffect } from '../../cards/deck-definition.js';
import { endActivation } from '../activation-end.js';
import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import type { Choice, Decision } from '../choice.js';
import { type GameEvent, event } from '../events.js';
import { planRangedAttack, rangedAttack } from '../ranged-attack.js';
import { IllegalChoice } from '../rule-error.js';
import { attackWithSpotter, spotterRefusal } from '../spotting.js';
import type { GameState } from '../state.js';
import { boostAttack } from './attack-boost.js';
import { commandName } from './command-name.js';
import type { PendingCommand } from './pending-command.js';
import { commandPossible, handCommandCards } from './test-command-cards.js';

export const RULE = 'rulebook p.37 Issuing Commands';
export const MOMENT = 'targetedByRangedAttack';

/**
 * The Attack Step's Ranged Attack as the active General declared it (rulebook
 * p.26), waiting while the target's General may issue a Command because the
 * unit is targeted (Dig In). Plain data.
 */
export interface DeclaredRangedAttack {
  readonly target: string;
  /** glossary: Spotters — the Spotting unit nominated. */
  readonly spotter?: string;
  /** rulebook p.26 Exposed Models: the attack prioritises them. */
  readonly prioritiseExposed?: boolean;
  /** glossary: Precision — the models the attacking General chooses to Destroy. */
  readonly precision?: readonly string[];
  /** The Command the active General issued with the declaration and that was received (Precision Fire). */
  readonly boostedBy?: PendingCommand;
}

/**
 * rulebook pp.26, 37: the active unit declared a Ranged Attack in its Attack
 * Step. When the target's General might issue a Command to the target now
 * (judged from what both Generals know: commandPossible, so the wait tells
 * nothing of the hand), the attack waits for that General
 * (`state.targetedByRangedAttack`); otherwise it is resolved at once and the
 * Activation ends.
 */
export function declareRangedAttack(
  setup: GameSetup,
  state: GameState,
  declared: DeclaredRangedAttack,
): GameEvent[] {
  if (!commandPossible(setup, state, declared.target, MOMENT)) {
    return fireDeclared(setup, state, declared);
  }
  checkDeclared(setup, state, declared);
  state.targetedByRangedAttack = declared;
  const side = targetSide(state, declared.target);
  return [
    event(
      MOMENT,
      `${armyUnit(setup, declared.target).name} is targeted by a Ranged Attack: General ${side.toUpperCase()} may issue a Command first (rulebook p.37)`,
      { unit: declared.target, side },
    ),
  ];
}

/** The target's General's decision: the attack goes ahead, or a Command is issued to the target with a card. */
export function targetedDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const declared = state.targetedByRangedAttack;
  if (declared === undefined) return undefined;
  return {
    player: targetSide(state, declared.target),
    prompt: `${armyUnit(setup, declared.target).name} is targeted by a Ranged Attack: issue a Command to it, or let the attack go ahead (rulebook p.37)`,
    options: [
      { kind: MOMENT },
      ...handCommandCards(setup, state, declared.target, MOMENT).map((command): Choice => ({
        kind: MOMENT,
        command,
      })),
    ],
  };
}

/**
 * The Command issued to the targeted unit, received (`effects`) or failed
 * (none): its Statuses are gained before the attack is resolved (Dig In:
 * Taking Cover, rulebook p.30), then the attack goes ahead.
 */
export function attackGoesAhead(
  setup: GameSetup,
  state: GameState,
  effects: readonly CommandEffect[],
  name = '',
): GameEvent[] {
  const declared = state.targetedByRangedAttack;
  if (declared === undefined) return [];
  delete state.targetedByRangedAttack;
  const events: GameEvent[] = [];
  const target = state.units[declared.target];
  for (const effect of effects) {
    const status = effect.kind === 'gainStatus' ? effect.status : undefined;
    if (target === undefined || status === undefined || target.statuses.includes(status)) continue;
    target.statuses.push(status);
    const text = `${armyUnit(setup, target.id).name} is Taking Cover (${name})`;
    events.push(event('takeCover', text, { unit: target.id }));
  }
  return [...events, ...fireDeclared(setup, state, declared)];
}

/** The declared attack resolved (its target's Suppression Test may wait: game/suppression-test-due.ts), then the Activation ends. */
function fireDeclared(
  setup: GameSetup,
  state: GameState,
  declared: DeclaredRangedAttack,
): GameEvent[] {
  const activation = state.activation;
  const unit = activation === undefined ? undefined : state.units[activation.unit];
  if (activation === undefined || unit === undefined) return [];
  const { target, spotter, boostedBy, prioritiseExposed = false, precision } = declared;
  let attack: GameEvent[];
  if (boostedBy === undefined) {
    const choice = {
      target,
      ...(spotter === undefined ? {} : { spotter }),
      ...(prioritiseExposed ? { prioritiseExposed: true as const } : {}),
      ...(precision === undefined ? {} : { precision }),
    };
    attack = attackWithSpotter(setup, state, unit, choice, activation.aimed);
  } else {
    const effects = setup.generals[boostedBy.side].deck.cards[boostedBy.card]?.command.effects;
    const boost = boostAttack(commandName(setup, boostedBy), effects ?? []);
    const context = {
      testWindow: true,
      prioritiseExposed,
      ...(precision === undefined ? {} : { precision }),
    };
    attack = rangedAttack(
      setup,
      state,
      unit,
      target,
      activation.aimed,
      false,
      boost,
      false,
      context,
    );
  }
  return [...attack, ...endActivation(setup, state)];
}

/** The declaration checked before the target's General is asked (refused with the reason, as when it is resolved). */
function checkDeclared(setup: GameSetup, state: GameState, declared: DeclaredRangedAttack): void {
  const activation = state.activation;
  if (activation === undefined) {
    throw new IllegalChoice('rulebook p.24 Activating a Unit', 'no unit is being Activated');
  }
  const { target, spotter, prioritiseExposed, precision } = declared;
  const context = {
    ...activation,
    ...(prioritiseExposed === undefined ? {} : { prioritiseExposed }),
    ...(precision === undefined ? {} : { precision }),
  };
  planRangedAttack(setup, state.units, activation.unit, target, activation.aimed, false, context);
  const refusal =
    spotter === undefined
      ? undefined
      : spotterRefusal(setup, state, activation.unit, target, spotter);
  if (refusal !== undefined) throw new IllegalChoice('glossary: Spotters', refusal);
}

export function targetSide(state: GameState, target: string): Side {
  return state.units[target]?.side ?? state.turn;
}

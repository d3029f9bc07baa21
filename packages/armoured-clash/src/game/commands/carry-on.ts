import type { CommandEffect } from '../../cards/deck-definition.js';
import type { DisciplineModifier } from '../../cards/discipline.js';
import { activate } from '../activation.js';
import { manoeuvre } from '../movement-step.js';
import { react } from '../reaction-step.js';
import type { GameSetup } from '../army.js';
import { closeQuartersCombat } from '../close-quarters.js';
import { closeQuartersThen } from '../close-quarters-then.js';
import { type GameEvent, event } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { armyUnit } from '../army-unit.js';
import { commandName } from './command-name.js';
import { flankAttackArrives, flankAttackFails } from './flank-attack.js';
import { interceptFails, interceptionStarts } from '../aircraft/interception-start.js';
import { isAircraft } from '../aircraft/aircraft.js';
import { startSortie } from '../aircraft/sortie-start.js';
import { sortieReaction } from '../aircraft/sortie-reaction.js';
import { aerialAssaultArrives, aerialAssaultFails } from '../aerial-assault/assault-arrives.js';
import type { PendingCommand } from './pending-command.js';
import { commandedTest } from './commanded-test.js';
import { attackGoesAhead } from './targeted-command.js';
import { attacksGoOn } from './attacks-in-turn.js';
import { rerollsGoOn } from './rerolls-go-on.js';
import { movementGoesOn } from './enemy-move-goes-on.js';
import { recoverDamage } from '../recover-damage.js';
import { makeStartDeclarations } from '../start-declarations.js';
import { portalMasteryReceived } from '../portals/portal-received.js';

/**
 * The declaration a Command was issued with goes ahead once the Command is
 * received (with its Effect) or fails (without): rulebook p.37 "it takes effect
 * immediately". Each declaration takes the effects the engine applies there
 * (command-moments.ts effectActsAt).
 */
export function carryOn(
  setup: GameSetup,
  state: GameState,
  pending: PendingCommand,
  received: boolean,
): GameEvent[] {
  const name = commandName(setup, pending);
  const effects: readonly CommandEffect[] = received
    ? (setup.generals[pending.side].deck.cards[pending.card]?.command.effects ?? [])
    : [];
  const occasion = pending.with;
  switch (occasion.kind) {
    case 'activate':
      return activateWith(setup, state, pending, name, effects);
    case 'doubleTime':
      return doubleTimeWith(setup, state, occasion, effects);
    case 'rangedAttack':
      // The attacks declared with it go ahead, the one it was issued with boosted (attacks-in-turn.ts).
      return attacksGoOn(setup, state, occasion.target, received ? pending : undefined);
    case 'attackRerolls':
      // After its first roll, from its dice (rulebook p.33 Bonus Re-Rolls; Opportunity Fire too).
      return rerollsGoOn(setup, state, occasion.target, received ? pending : undefined);
    case 'opportunityFire': {
      const { precision } = occasion;
      const fire = { kind: 'opportunityFire', unit: pending.unit, precision } as const;
      // rulebook p.51: in an Air Support Sortie's Reaction Step (game/aircraft/sortie-reaction.ts).
      return state.activation?.sortie === undefined
        ? react(setup, state, fire, received ? pending : undefined)
        : sortieReaction(setup, state, fire, received ? pending : undefined);
    }
    case 'closeQuartersAttack':
      // The Command's Effect joins the charging unit's attack (game/close-quarters.ts).
      return closeQuartersThen(
        setup,
        state,
        closeQuartersCombat(setup, state, received ? pending : undefined),
      );
    case 'suppressionTest':
      return commandedTest(setup, state, effects, name);
    case 'targetedByRangedAttack':
      return attackGoesAhead(setup, state, effects, name);
    case 'enemyEndsMove':
      return movementGoesOn(setup, state, effects, pending.unit, name);
    case 'flankAttack':
      return received
        ? flankAttackArrives(setup, state, pending.unit, occasion.at, occasion.facing)
        : flankAttackFails(state, pending.unit);
    case 'aerialAssault':
      return received
        ? aerialAssaultArrives(setup, state, pending.unit, occasion.at, occasion.facing)
        : aerialAssaultFails(state, pending.unit);
    case 'portalMastery':
      // glossary: Portal Mastery (X): the Activation begins; received, the markers first.
      return portalMasteryWith(setup, state, pending, received);
    case 'intercept':
      return received
        ? interceptionStarts(setup, state, pending.unit)
        : interceptFails(setup, state, pending.unit);
  }
}

/**
 * rulebook p.22: a Command issued at the start of the unit's Activation. Its
 * Effect first (Field Repairs: Damage recovered), then the Activation begins;
 * a Suppressed unit's Rally Test (p.24) takes the Discipline modifiers of a
 * Command that applies to Rally Tests (p.19). The Command counts for this
 * Activation (p.38 Command Limits).
 */
function activateWith(
  setup: GameSetup,
  state: GameState,
  pending: PendingCommand,
  name: string,
  effects: readonly CommandEffect[],
): GameEvent[] {
  const unit = state.units[pending.unit];
  if (unit === undefined) return [];
  const events: GameEvent[] = [];
  const rally: DisciplineModifier[] = [];
  for (const effect of effects) {
    if (effect.kind === 'recoverDamage' && unit.damage > 0) {
      const recovered = recoverDamage(unit, effect.amount);
      events.push(
        event(
          'recoverDamage',
          `${armyUnit(setup, unit.id).name} recovers ${recovered} Damage (${name})`,
          { unit: unit.id },
        ),
      );
    } else if (effect.kind === 'disciplineModifier') {
      rally.push({ source: name, amount: effect.amount });
    }
  }
  // rulebook p.50: an Aircraft unit's Activation is its Air Support Sortie (no Rally Test: p.51).
  events.push(
    ...(isAircraft(setup, unit.id)
      ? startSortie(setup, state, unit.id)
      : activate(setup, state, unit.id, rally)),
  );
  if (state.activation !== undefined) state.activation.commandsIssued = [pending.side];
  // glossary: Soar (X"), Locomotor Boosters: declared as the unit was Activated, made once the Command is settled.
  if (pending.with.kind === 'activate' && state.activation?.unit === unit.id)
    events.push(...makeStartDeclarations(setup, state, pending.with));
  return events;
}

/**
 * glossary: Portal Mastery (X) — the Special Command settled: the unit is
 * Activated (the Command counts for it, rulebook p.38 Command Limits), and if
 * the Command was received its General places or removes the markers first,
 * before the Movement Step. Soar (X") and Locomotor Boosters declared with it
 * are made as well, received or not (start-declarations.ts).
 */
function portalMasteryWith(
  setup: GameSetup,
  state: GameState,
  pending: PendingCommand,
  received: boolean,
): GameEvent[] {
  const events = activate(setup, state, pending.unit);
  if (state.activation?.unit !== pending.unit) return events;
  state.activation.commandsIssued = [pending.side];
  return [
    ...events,
    ...(received ? portalMasteryReceived(setup, state) : []),
    // After the markers are offered: a Soaring unit's Intercept (its first Reaction Step) stays open.
    ...(pending.with.kind === 'portalMastery'
      ? makeStartDeclarations(setup, state, pending.with)
      : []),
  ];
}

/**
 * rulebook p.24 Double Time, with the Movement Limit a received Command adds
 * (Forced March). A failed Command leaves the normal limit: if the declared
 * place is now out of reach, the unit still makes its Double Time and the
 * General places it again (activation.doubleTimeOwed).
 */
function doubleTimeWith(
  setup: GameSetup,
  state: GameState,
  occasion: Extract<PendingCommand['with'], { kind: 'doubleTime' }>,
  effects: readonly CommandEffect[],
): GameEvent[] {
  const bonus = effects.reduce(
    (inches, effect) => inches + (effect.kind === 'movementBonus' ? effect.inches : 0),
    0,
  );
  const activation = state.activation;
  try {
    return manoeuvre(setup, state, 'doubleTime', occasion.at, occasion.facing, bonus, occasion.via);
  } catch (error) {
    if (!(error instanceof IllegalChoice) || activation === undefined) throw error;
    activation.doubleTimeOwed = true;
    return [
      event(
        'doubleTimeOwed',
        `${armyUnit(setup, activation.unit).name} cannot reach the place declared (${error.message}): it makes its Double Time within its Movement Limit`,
        { unit: activation.unit },
      ),
    ];
  }
}

import type { Attack } from '../../attack/attack.js';
import { weaponUseOf } from '../weapon-use-of.js';
import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import type { DeclaredRangedAttack } from '../attacks-declared.js';
import { rowAgainst } from '../entrenched.js';
import { type GameEvent, event } from '../events.js';
import { overcharged, revealOverchargeCard } from '../overcharge.js';
import { rangedAttack } from '../ranged-attack.js';
import { IllegalChoice } from '../rule-error.js';
import { SPOTTERS_RULE, spotterRefusal } from '../spotting.js';
import type { GameState, UnitState } from '../state.js';
import { dropStatuses } from '../statuses.js';
import { boostAttack } from './attack-boost.js';
import { commandName } from './command-name.js';
import { awaitRerolls } from './rerolls-due.js';

/**
 * One Ranged Attack of the Attack Step made as it was declared (rulebook
 * p.26): with its Spotting unit (glossary: Spotters: Improved regardless, then
 * the Spotting unit loses On Lookout), the Command received with it (its
 * Combat Rating Bonus, Bonus Re-Rolls), and the Overcharge declared for the
 * attacks (glossary: Overcharge: the card is revealed as the first attack whose
 * row has the quality is about to be rolled, its Value kept for the others).
 * Its target's Suppression Test may wait for its General's Command
 * (game/suppression-test-due.ts), and the attack itself after its first roll,
 * before any die is re-rolled (rulebook p.33 Bonus Re-Rolls:
 * commands/rerolls-due.ts), to resume from the dice kept with it (`rolled`). Refused, as an IllegalChoice, when the
 * attack cannot be made (nothing is changed then).
 */
export function makeDeclaredAttack(
  setup: GameSetup,
  state: GameState,
  unit: UnitState,
  declared: DeclaredRangedAttack,
  aimed: boolean,
): GameEvent[] {
  const { target, spotter, boostedBy, prioritiseExposed = false } = declared;
  // glossary: Precision: the models chosen (checked as declared) that still stand (an earlier attack may have Destroyed some).
  const precision = declared.precision?.filter((id) =>
    state.units[target]?.models.some((m) => m.id === id),
  );
  const events: GameEvent[] = [];
  if (spotter !== undefined) {
    const refusal = spotterRefusal(setup, state, unit.id, target, spotter);
    if (refusal !== undefined) throw new IllegalChoice(SPOTTERS_RULE, refusal);
  }
  const effects =
    boostedBy === undefined
      ? undefined
      : (setup.generals[boostedBy.side].deck.cards[boostedBy.card]?.command.effects ?? []);
  const command =
    boostedBy === undefined || effects === undefined
      ? undefined
      : boostAttack(commandName(setup, boostedBy), effects);
  const overcharging = overchargesNow(setup, state, unit.id, target);
  // Called once the attack is planned, before any die is rolled.
  const boost = (planned: Attack): Attack => {
    let attack = planned;
    if (spotter !== undefined) {
      attack = { ...attack, situation: { ...attack.situation, spottedBy: spotter } };
    }
    if (command !== undefined) attack = command(attack);
    if (overcharging) attack = overcharged(overchargeValue(setup, state, unit, events))(attack);
    return attack;
  };
  const made = rangedAttack(setup, state, unit, target, aimed, false, boost, declared.alongLine, {
    testWindow: true,
    prioritiseExposed,
    ...(precision === undefined ? {} : { precision, picksAhead: true }),
    ...(declared.targetLosses === undefined ? {} : { lossPreference: declared.targetLosses }),
    // rulebook p.33 Bonus Re-Rolls: resumed from its first roll, or it may wait after it.
    rolled: declared.rolled,
    rerollsWait: (rolled) => awaitRerolls(setup, state, unit, declared, rolled),
  });
  // Waiting before its re-rolls, the attack is not made yet (its Spotting unit stays On Lookout).
  if (spotter === undefined || state.rerollsDue !== undefined) return [...events, ...made];
  const spotting = state.units[spotter];
  if (spotting !== undefined) dropStatuses(spotting, 'onLookout');
  const name = armyUnit(setup, spotter).name;
  const spots = event('spotter', `${name} Spots for ${armyUnit(setup, unit.id).name}`, {
    unit: spotter,
  });
  return [spots, ...events, ...made];
}

/** Whether an Overcharge was declared for the attacks and the row this target calls for has the quality. */
function overchargesNow(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  target: string,
): boolean {
  if (state.activation?.attacksDeclared?.overcharge === undefined) return false;
  const row = rowAgainst(setup, state, unitId, target);
  return row !== undefined && weaponUseOf(row).overcharge;
}

/** The Overcharge card's Value: revealed now (its event added to `events`) unless an earlier attack revealed it. */
function overchargeValue(
  setup: GameSetup,
  state: GameState,
  unit: UnitState,
  events: GameEvent[],
): number {
  const activation = state.activation;
  const declared = activation?.attacksDeclared;
  if (typeof declared?.overcharge === 'number') return declared.overcharge;
  const { value, revealed } = revealOverchargeCard(setup, state, unit);
  events.push(revealed);
  if (activation !== undefined && declared !== undefined) {
    activation.attacksDeclared = { ...declared, overcharge: value };
  }
  return value;
}

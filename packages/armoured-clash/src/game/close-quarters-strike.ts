import { prepareAttack } from '../attack/prepare.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import type { GameSetup } from './army.js';
import { closeQuartersAttack } from './close-quarters-attack.js';
import { closeQuartersOvercharged } from './close-quarters-overcharge.js';
import { overchargeSelfDamage } from './overcharge-damage.js';
import { overcharged } from './overcharge.js';
import { attackDiceShown } from './dice-shown.js';
import { leaveEntrenchment } from './entrenched.js';
import { type GameEvent, event } from './events.js';
import { destroyModels } from './losses.js';
import { attackingUnit } from './open-formation-losses.js';
import { closeQuartersPrecisionPicks } from './precision-picks.js';
import { siegebreakerWrecks } from './siegebreaker.js';
import { tableOf } from './table-of.js';
import type { CloseQuartersStrike } from './close-quarters-sides.js';
import type { GameState } from './state.js';
import { countDestroyedInCloseQuarters } from './end-of-activation-attack.js';
import { armyUnit } from './army-unit.js';
import { modelsAboard } from './transport/models-aboard.js';
import type { PendingCommand } from './commands/pending-command.js';
import { withReceivedCommand } from './commands/received-boost.js';
import { firstRollEvent, rollOrWait } from './rerolls-roll.js';
import type { StrikeRolled } from './close-quarters-underway.js';

/** rulebook p.33 Bonus Re-Rolls: how one strike's Attack Roll may stop after its first roll and resume. */
export interface StrikeWindow {
  /** rulebook p.37: the Commands received for the attack (with its declaration, after its first roll): their Effects join it. */
  readonly commands: readonly PendingCommand[];
  /** Its first roll, made already (and the Overcharge card's Value revealed then): the attack resumes from it. */
  readonly resumed?: StrikeRolled | undefined;
  /** Asked once the first roll is made: true when the game now waits before the re-rolls. */
  readonly rerollsWait: (roll: StrikeRolled) => boolean;
}

/** A strike with no Command and no wait: rolled through. */
const ROLLED_THROUGH: StrikeWindow = { commands: [], rerollsWait: () => false };

/**
 * rulebook p.28 steps 1-2: one side's Close Quarters Attack, rolled and its
 * losses applied; returns the models it destroyed, with (rulebook p.46
 * Attacking Transport Units) the Embarked models Destroyed when the Transport
 * Capacity fell below them, which count towards winning the combat; or
 * undefined when, its first roll made, it waits before any die is re-rolled
 * (rulebook p.33 Bonus Re-Rolls: `window`), to resume from those dice.
 */
export function strike(
  setup: GameSetup,
  state: GameState,
  made: CloseQuartersStrike,
  events: GameEvent[],
  window: StrikeWindow = ROLLED_THROUGH,
): number | undefined {
  const attack = closeQuartersAttack(setup, state, made);
  if (attack === undefined) return 0;
  const { striker: attackerState, struck: targetState, charged } = made;
  const attacker = armyUnit(setup, attackerState.id);
  const target = armyUnit(setup, targetState.id);
  // The Commands received for the attack (game/commands); glossary: Overcharge's card, revealed once.
  const boosted = window.commands.reduce(
    (boosting, command) => withReceivedCommand(setup, boosting, command),
    attack,
  );
  const overcharge =
    window.resumed === undefined
      ? closeQuartersOvercharged(setup, state, made, events)
      : window.resumed.overcharge;
  const prepared = prepareAttack(
    overcharge === undefined ? boosted : overcharged(overcharge)(boosted),
    ARMOURED_CLASH_RULES,
  );
  const { rolled, roll } = rollOrWait(state.rng, prepared, {
    rolled: window.resumed?.rolled,
    rerollsWait: (first) =>
      window.rerollsWait(
        overcharge === undefined ? { rolled: first } : { rolled: first, overcharge },
      ),
  });
  if (roll === undefined) {
    events.push(firstRollEvent(attacker, target.name, prepared, rolled, 'closeQuarters'));
    return undefined;
  }
  const { pool, outcome } = roll;
  events.push(
    event(
      'closeQuartersAttack',
      `${attacker.name} attacks ${target.name} in Close Quarters: ${prepared.rating}, ${pool.rolled.length} dice, ` +
        `${outcome.hits} hits, ${outcome.target.damageSuffered} damage, ${outcome.target.modelsDestroyed} destroyed`,
      {
        unit: attacker.id,
        side: attackerState.side,
        roll: attackDiceShown(prepared, pool, outcome),
      },
    ),
  );
  targetState.damage = outcome.target.damage;
  // rulebook p.34: losses are measured from the attacking unit's footprints (a Garrison's building).
  const table = tableOf(setup, state);
  const from = attackingUnit(table, attackerState.id);
  const aboard = modelsAboard(state, targetState.id);
  // glossary: Precision: the models the striker's General chose (closeQuartersAttack, retaliate), still standing.
  const chosen = chosenToDestroy(state, made)?.filter((id) =>
    targetState.models.some((m) => m.id === id),
  );
  const parties = { attacker: attackerState.id, target: targetState };
  const first =
    chosen && closeQuartersPrecisionPicks(setup, table, prepared.attack, parties, chosen);
  const destroyed = outcome.target.modelsDestroyed;
  const building = targetState.garrisoning;
  events.push(...destroyModels(setup, state, targetState, destroyed, from, { first }));
  // glossary: Siegebreaker: the Garrison's building Wrecked, the unit Exits at once.
  events.push(
    ...siegebreakerWrecks(
      setup,
      state,
      { buildingWrecked: outcome.buildingWrecked, building },
      targetState,
      attackerState,
    ),
  );
  // glossary: Construction Team — once the charging unit's attack is resolved, no longer Entrenched.
  if (charged) events.push(...leaveEntrenchment(setup, targetState));
  countDestroyedInCloseQuarters(state, attackerState.id, outcome.target.modelsDestroyed);
  // glossary: Overcharge: the Blanks' Damage to the attacker; its models lost do not count in the combat.
  events.push(...overchargeSelfDamage(setup, state, attackerState, outcome.attackerDamage));
  return outcome.target.modelsDestroyed + aboard - modelsAboard(state, targetState.id);
}

/** glossary: Precision — the models chosen for this attack: the charging General's (closeQuartersAttack) or the Retaliation's (retaliate). */
function chosenToDestroy(
  state: GameState,
  { charged, striker }: CloseQuartersStrike,
): readonly string[] | undefined {
  const activation = state.activation;
  return charged
    ? activation?.closeQuartersPrecision
    : activation?.retaliations?.[striker.id]?.precision;
}

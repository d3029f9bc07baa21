import type { RngState } from '@warroom/engine';
import { type AttackRoll, makeAttackRoll } from '../attack/attack-roll.js';
import type { PreparedAttack } from '../attack/prepare.js';
import { firstRoll } from '../attack/roll.js';
import { FACE_NAMES, type Face, rollAttackDie } from '../dice/faces.js';
import { firstRollShown } from './dice-shown.js';
import { type GameEvent, event } from './events.js';

/**
 * rulebook p.33 Bonus Re-Rolls: an attack's roll that may stop before any die
 * is re-rolled. `rolled`: its first roll, made already (the attack waited and
 * resumes); `rerollsWait`: asked once the first roll is made, true when the
 * game now waits for the attacking General (game/commands/rerolls-wait.ts).
 */
export interface RerollsWindow {
  readonly rolled?: readonly Face[] | undefined;
  readonly rerollsWait?: ((rolled: readonly Face[]) => boolean) | undefined;
}

/**
 * The attack rolled with the game's generator (rulebook p.33): the first roll
 * (`rolled`), then, unless the attack waits for a Bonus Re-Roll Command (no
 * `roll`), the re-rolls and the tally. The dice are cast in the same order
 * either way, so an attack that waited and one that did not roll the same.
 */
export function rollOrWait(
  rng: RngState,
  prepared: PreparedAttack,
  window: RerollsWindow,
): { readonly rolled: readonly Face[]; readonly roll?: AttackRoll } {
  const rolled = window.rolled ?? firstRoll(prepared.plan, () => rollAttackDie(rng));
  if (window.rolled === undefined && window.rerollsWait?.(rolled) === true) return { rolled };
  return { rolled, roll: makeAttackRoll(rng, prepared, rolled) };
}

/** The event of an attack's first roll, made as the attack waits before its re-rolls: its words and its dice. */
export function firstRollEvent(
  attacker: { readonly id: string; readonly name: string },
  target: string,
  prepared: PreparedAttack,
  rolled: readonly Face[],
): GameEvent {
  return event(
    'attackRolled',
    `${attacker.name} fires at ${target}: ${prepared.rating}, ${rolled.length} dice ` +
      `(${rolled.map((f) => FACE_NAMES[f]).join(', ')}); before any die is re-rolled, ` +
      'its General may issue a Command (rulebook p.33 Bonus Re-Rolls)',
    { unit: attacker.id, firstRoll: firstRollShown(prepared, rolled) },
  );
}

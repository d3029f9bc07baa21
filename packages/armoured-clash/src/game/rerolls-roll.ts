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

/** How an attack's first roll is told: a Ranged Attack (and any roll at a distance), a Close Quarters Attack, a Demolition. */
export type AttackManner = 'fires' | 'closeQuarters' | 'demolition';

const MANNER_WORDS: Readonly<Record<AttackManner, (target: string) => string>> = {
  fires: (target) => `fires at ${target}`,
  closeQuarters: (target) => `attacks ${target} in Close Quarters`,
  demolition: (target) => `rolls a Demolition against ${target}`,
};

/** The event of an attack's first roll, made as the attack waits before its re-rolls: its words and its dice. */
export function firstRollEvent(
  attacker: { readonly id: string; readonly name: string },
  target: string,
  prepared: PreparedAttack,
  rolled: readonly Face[],
  manner: AttackManner = 'fires',
): GameEvent {
  return event(
    'attackRolled',
    `${attacker.name} ${MANNER_WORDS[manner](target)}: ${prepared.rating}, ${rolled.length} dice ` +
      `(${rolled.map((f) => FACE_NAMES[f]).join(', ')}); before any die is re-rolled, ` +
      'its General may issue a Command (rulebook p.33 Bonus Re-Rolls)',
    { unit: attacker.id, firstRoll: firstRollShown(prepared, rolled) },
  );
}

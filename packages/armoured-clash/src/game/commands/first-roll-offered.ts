import type { Side } from '../../battlefield/table.js';
import { Face } from '../../dice/faces.js';
import type { GameSetup } from '../army.js';
import type { FirstRollWaiting } from '../choices/first-roll-waiting.js';

/**
 * rulebook p.33 Bonus Re-Rolls: the first roll an `attackRerolls` decision
 * shows (`due`, kept with `state.rerollsDue` wherever the attack keeps its
 * dice), and for each Command offered (`commands`, cards of `side`'s deck)
 * the dice showing a face its Bonus Re-Rolls name (the cards' `bonusReroll`
 * effects, as boostAttack reads them).
 */
export function firstRollOffered(
  setup: GameSetup,
  side: Side,
  due: { readonly unit: string; readonly target: string; readonly rolled: readonly Face[] },
  commands: readonly number[],
): FirstRollWaiting {
  const cards = setup.generals[side].deck.cards;
  return {
    unit: due.unit,
    target: due.target,
    rolled: due.rolled,
    commands: commands.map((command) => {
      const effects = cards[command]?.command.effects ?? [];
      const faces = new Set(
        effects.flatMap((e) => (e.kind === 'bonusReroll' ? e.faces.map((f) => Face[f]) : [])),
      );
      const rerolls = due.rolled.flatMap((face, die) => (faces.has(face) ? [die] : []));
      return { command, rerolls };
    }),
  };
}

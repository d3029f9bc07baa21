import {
  type Choice,
  type Decision,
  Face,
  type GameSetup,
  type PlayerView,
} from '@warroom/armoured-clash';
import { type CardValue, commandCard } from './heuristic-command.js';
import { lowestSpendable } from './heuristic-moments.js';
import { firstRollWaiting } from './first-roll.js';

/**
 * The faces a Bonus Re-Roll is worth a card for: a Miss or a Blank scores
 * nothing and a re-roll of it half a Hit on average (rulebook p.32: three Hits
 * on six faces); a Glancing Strike is re-rolled by any rating but Weakened.
 */
const WORTH_REROLLING: readonly string[] = ['miss', 'blank'];

/** A face by the name the deck format gives it. */
const FACE_OF: Readonly<Record<string, Face>> = Face;

/** A Command after the first roll is worth a card when it lets at least this many dice be re-rolled. */
export const DICE_WORTH_A_COMMAND = 2;

/**
 * rulebook p.33 Bonus Re-Rolls, the attack rolled: a Command with the lowest
 * card that may be spent among those whose Bonus Re-Rolls take at least
 * DICE_WORTH_A_COMMAND of the dice showing a Miss or a Blank; otherwise none.
 */
export function rerollsChoice(
  setup: GameSetup,
  view: PlayerView,
  decision: Decision,
  value: CardValue,
): Choice {
  const rolled = firstRollWaiting(view);
  const cards = setup.generals[view.as].deck.cards;
  const diceTaken = (option: Choice): number => {
    const effects = cards[commandCard(option) ?? -1]?.command.effects ?? [];
    const faces = effects.flatMap((e) => (e.kind === 'bonusReroll' ? e.faces : []));
    const names = faces.filter((face) => WORTH_REROLLING.includes(face));
    return rolled.filter((face) => names.some((name) => FACE_OF[name] === face)).length;
  };
  const worth = decision.options.filter(
    (o) => commandCard(o) !== undefined && diceTaken(o) >= DICE_WORTH_A_COMMAND,
  );
  return lowestSpendable(view, worth, value) ?? { kind: 'attackRerolls' };
}

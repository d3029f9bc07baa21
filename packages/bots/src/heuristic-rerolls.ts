import { type Choice, type Decision, Face, type PlayerView } from '@warroom/armoured-clash';
import { type CardValue, commandCard } from './heuristic-command.js';
import { lowestSpendable } from './heuristic-moments.js';

/**
 * The faces a Bonus Re-Roll is worth a card for: a Miss or a Blank scores
 * nothing and a re-roll of it half a Hit on average (rulebook p.32: three Hits
 * on six faces); a Glancing Strike is re-rolled by any rating but Weakened.
 */
const WORTH_REROLLING: readonly Face[] = [Face.miss, Face.blank];

/** A Command after the first roll is worth a card when it lets at least this many dice be re-rolled. */
export const DICE_WORTH_A_COMMAND = 2;

/**
 * rulebook p.33 Bonus Re-Rolls, the attack rolled: a Command with the lowest
 * card that may be spent among those whose Bonus Re-Rolls take at least
 * DICE_WORTH_A_COMMAND of the dice showing a Miss or a Blank (the decision's
 * `firstRoll`: the dice rolled, and those each Command re-rolls); otherwise none.
 */
export function rerollsChoice(view: PlayerView, decision: Decision, value: CardValue): Choice {
  const shown = decision.firstRoll;
  const diceTaken = (option: Choice): number => {
    const card = commandCard(option);
    const dice = shown?.commands.find((c) => c.command === card)?.rerolls ?? [];
    return dice.filter((die) => WORTH_REROLLING.some((face) => shown?.rolled[die] === face)).length;
  };
  const worth = decision.options.filter(
    (o) => commandCard(o) !== undefined && diceTaken(o) >= DICE_WORTH_A_COMMAND,
  );
  return lowestSpendable(view, worth, value) ?? { kind: 'attackRerolls' };
}

import type { Choice, GameSetup, PlayerView } from '@warroom/armoured-clash';
import { closeQuartersValue } from './heuristic-close-quarters.js';
import { type CardValue, INTERFERE_CARD } from './heuristic-command.js';
import { attackValue, lossWorth, verdictOn } from './heuristic-odds.js';

/** Cards of this Value or lower are discarded in the Draw Cards step while the deck is healthy. */
export const LOW_CARD = 3;
/** A deck this small is kept: discarding would hasten a Communications Breakdown. */
export const SMALL_DECK = 8;
/** The Initiative matters when the best first shot, by either side, is expected to gain this many Victory Points. */
export const INITIATIVE_MATTERS_VP = 1;
/** A Command is worth stopping when what it is issued with is expected to gain this many Victory Points. */
export const STAKE_WORTH_STOPPING_VP = 0.5;
/** An Activation, Double Time, Opportunity Fire or Flank Attack Command is taken to be worth this share of its unit. */
export const OTHER_COMMAND_SHARE = 0.2;

/**
 * Whether some unit of either side could now make a Ranged Attack expected to
 * gain INITIATIVE_MATTERS_VP (the first such shot found ends the search). Every
 * attack is weighed on the same view: its table is drawn once.
 */
function initiativeMatters(setup: GameSetup, view: PlayerView): boolean {
  const on = Object.values(view.units).filter((u) => u.deployed && !u.annihilated);
  const asked = verdictOn(setup, view);
  return on.some((shooter) =>
    on.some(
      (target) =>
        target.side !== shooter.side &&
        attackValue(setup, view, shooter.id, target.id, false, asked) >= INITIATIVE_MATTERS_VP,
    ),
  );
}

/**
 * rulebook p.20 Determine Initiative: when the best first shot of either side
 * is worth little, the lowest card (the Initiative matters little); otherwise
 * the highest card, keeping one card of INTERFERE_CARD or more for
 * Interference (pp.37-38) unless the hand holds two.
 */
export function bidChoice(setup: GameSetup, view: PlayerView, value: CardValue): Choice {
  const hand = view.own.hand.slice().sort((p, q) => value(q) - value(p));
  const lowest = hand[hand.length - 1];
  if (lowest === undefined) return { kind: 'surrender' };
  if (!initiativeMatters(setup, view)) return { kind: 'bid', card: lowest };
  const high = hand.filter((c) => value(c) >= INTERFERE_CARD);
  const card =
    high.length >= 2 ? hand[0] : (hand.find((c) => value(c) < INTERFERE_CARD) ?? hand[0]);
  return { kind: 'bid', card: card ?? lowest };
}

/** What the opponent's Command is issued with is expected to gain them, in Victory Points (rulebook p.37). */
function commandStake(setup: GameSetup, view: PlayerView): number {
  const command = view.command;
  if (command === undefined) return 0;
  const occasion = command.with;
  switch (occasion.kind) {
    case 'rangedAttack':
      return attackValue(setup, view, command.unit, occasion.target, false);
    case 'closeQuartersAttack':
      return closeQuartersValue(setup, view) ?? 0;
    default: {
      const models = view.units[command.unit]?.models.length ?? 0;
      return lossWorth(setup, view.units, command.unit, models) * OTHER_COMMAND_SHARE;
    }
  }
}

/**
 * rulebook p.38 Interference: when the Command is worth stopping (its stake at
 * least STAKE_WORTH_STOPPING_VP), the lowest card of INTERFERE_CARD or more;
 * otherwise the cards stay for bids and tests.
 */
export function interferenceChoice(setup: GameSetup, view: PlayerView, value: CardValue): Choice {
  const high = view.own.hand
    .filter((c) => value(c) >= INTERFERE_CARD)
    .sort((p, q) => value(p) - value(q))[0];
  if (high === undefined || commandStake(setup, view) < STAKE_WORTH_STOPPING_VP)
    return { kind: 'noInterference' };
  return { kind: 'interfere', card: high };
}

/** rulebook p.21 Draw Cards: the low cards go while the deck is healthy. */
export function discardChoice(view: PlayerView, value: CardValue): Choice {
  const keepAll = view.own.deckSize < SMALL_DECK;
  return {
    kind: 'discard',
    cards: keepAll ? [] : view.own.hand.filter((c) => value(c) <= LOW_CARD),
  };
}

import {
  type EventKind,
  type GameState,
  HAND_LIMIT,
  type Side,
  result,
  setupInPlay,
  generalCalled,
} from '@warroom/armoured-clash';
import { type DecisionStep, type Invariant, firstBroken } from './invariants.js';
import { tableInvariants } from './invariants-table.js';
import { hiddenInformationKept } from './invariants-hidden.js';

const SIDES: readonly Side[] = ['a', 'b'];

/**
 * rulebook p.35 Annihilated: a unit removed from play holds nothing — it
 * Garrisons no building (p.43) and escorts no Vital Objective (pp.62-63); a
 * unit Embarked and in play is aboard a Transport still in play (p.46). (An
 * Annihilated unit keeps the name of the Transport it was lost aboard: the
 * engine reads no Annihilated unit as aboard, game/transport/aboard.ts.)
 */
export const destroyedHoldNothing: Invariant = {
  name: 'rulebook p.35, p.43, p.46, pp.62-63: an Annihilated unit holds nothing, an Embarked unit rides a unit in play',
  check: ({ where, after }) =>
    firstBroken(Object.values(after.units), (unit) => {
      if (unit.annihilated) {
        if (unit.garrisoning !== undefined)
          return `${where}: Annihilated ${unit.id} Garrisons ${unit.garrisoning}`;
        if (unit.statuses.includes('escortingTheVitalObjective'))
          return `${where}: Annihilated ${unit.id} escorts the Vital Objective`;
      }
      const ride = unit.embarked === undefined ? undefined : after.units[unit.embarked.transport];
      if (
        unit.embarked !== undefined &&
        !unit.annihilated &&
        (ride === undefined || ride.annihilated)
      )
        return `${where}: ${unit.id} is Embarked on ${unit.embarked.transport}, which is not in play`;
      return undefined;
    }),
};

/**
 * rulebook p.21 Reserve Units, p.43 Garrisoning, p.46 Embarked Units: a unit
 * is in one place — in Reserve or Embarked it is off the table, Garrisoning it
 * is deployed — and a building holds one Garrisoning unit (an unoccupied one is
 * Garrisoned).
 */
export const onePlaceEach: Invariant = {
  name: 'rulebook p.21, p.43, p.46: a unit is in one place, a building holds one Garrisoning unit',
  check: ({ where, after }) => {
    const held = new Map<string, string>();
    return firstBroken(Object.values(after.units), (unit) => {
      if (unit.inReserve && unit.deployed)
        return `${where}: ${unit.id} is both in Reserve and deployed`;
      if (unit.embarked !== undefined && (unit.deployed || unit.models.length > 0))
        return `${where}: Embarked ${unit.id} has models on the table`;
      const building = unit.garrisoning;
      if (building === undefined) return undefined;
      if (!unit.deployed)
        return `${where}: ${unit.id} Garrisons ${building} without being deployed`;
      const other = held.get(building);
      held.set(building, unit.id);
      return other === undefined
        ? undefined
        : `${where}: ${other} and ${unit.id} both Garrison ${building}`;
    });
  },
};

/** rulebook p.21 Draw Cards: no General ever holds more cards than the Force Scale's Hand Limit. */
export const handLimitKept: Invariant = {
  name: 'rulebook p.21: no hand holds more cards than the Hand Limit',
  check: ({ setup, where, after }) =>
    firstBroken(SIDES, (side) => {
      const held = after.players[side].deck.hand.length;
      const limit = HAND_LIMIT[setup.scale];
      return held <= limit
        ? undefined
        : `${where}: ${generalCalled(after, side)} holds ${held} cards, over the Hand Limit of ${limit}`;
    }),
};

/**
 * rulebook p.18 Command & Conquest cards: cards move between deck, hand and
 * discard pile and never leave the game. At the Draw Cards step (p.21; the
 * Initiative's cards discarded, no Command pending) every card of each deck is
 * in exactly one of them.
 */
export const everyCardAccountedFor: Invariant = {
  name: 'rulebook p.18, p.21: at the Draw Cards step every card is in the deck, the hand or the discard pile',
  check: ({ setup, where, after }) => {
    if (after.stage !== 'drawCards') return undefined;
    return firstBroken(SIDES, (side) => {
      const { deck } = after.players[side];
      const held = [...deck.hand, ...deck.piles.drawPile, ...deck.piles.discardPile].sort(
        (x, y) => x - y,
      );
      const cards = setup.generals[side].deck.cards.length;
      const whole = held.length === cards && held.every((card, i) => card === i);
      return whole
        ? undefined
        : `${where}: ${generalCalled(after, side)} has ${held.length} of the deck's ${cards} cards in deck, hand and discard pile`;
    });
  },
};

/**
 * rulebook p.22 Victory and Defeat: once the game is over its result is the
 * Generals' Victory Points, the most winning (at least twice the other's a
 * Devastating Victory), equal totals a Draw; rulebook p.8 Ending a Game, p.58:
 * no Round beyond the Clash's Round Limit is played.
 */
export const soundOutcome: Invariant = {
  name: 'rulebook p.8, p.22, p.58: the result follows the Victory Points, no Round beyond the Round Limit',
  check: ({ setup, where, after }) => {
    const limit = setupInPlay(setup, after).rounds;
    if (after.round > limit)
      return `${where}: Round ${after.round} beyond the Round Limit of ${limit}`;
    if (after.stage !== 'over') return undefined;
    const expected = result(after);
    return JSON.stringify(after.result) === JSON.stringify(expected)
      ? undefined
      : `${where}: the result ${JSON.stringify(after.result)} is not the Victory Points' ${JSON.stringify(expected)}`;
  },
};

/** The Generals' Victory Points and the Round. */
interface Score {
  readonly vp: Readonly<Record<Side, number>>;
  readonly round: number;
}

function scoreOf(state: GameState): Score {
  return { vp: { a: state.players.a.vp, b: state.players.b.vp }, round: state.round };
}

/**
 * rulebook p.8 Ending a Game, p.39 Victory Points: Generals score Victory
 * Points, no rule takes any away; the Rounds follow one another, never going
 * back. Fresh for one game: it remembers the score of the decision before.
 */
function scoreNeverGoesBack(): Invariant {
  let before: Score | undefined;
  return {
    name: 'rulebook p.8, p.39: Victory Points are never lost, the Round never goes back',
    check: ({ where, after }: DecisionStep) => {
      const now = scoreOf(after);
      const last = before;
      before = now;
      if (last === undefined) return undefined;
      if (now.round < last.round)
        return `${where}: the Round went back from ${last.round} to ${now.round}`;
      return firstBroken(SIDES, (side) =>
        now.vp[side] >= last.vp[side]
          ? undefined
          : `${where}: ${generalCalled(after, side)} lost Victory Points (${last.vp[side]} to ${now.vp[side]})`,
      );
    },
  };
}

/** The game's events of a unit moving or being set up on the table (game/event-kinds.ts). */
const MOVES: ReadonlySet<EventKind> = new Set<EventKind>([
  'deploy',
  'advance',
  'doubleTime',
  'charge',
  'freeAdvance',
  'fallBack',
  'disembark',
  'exit',
  'approach',
]);

/**
 * rulebook p.14 Unit Coherency: a unit deployed, set up or moving ends in Unit
 * Coherency (p.16 Moving a Unit; p.51 A. Approach Step). A unit that lost
 * models in the same decision is left to the Abandoned Models rule (p.22).
 * Fresh for one game: it remembers each unit's models of the decision before.
 */
function movesKeepCoherency(): Invariant {
  let modelsBefore = new Map<string, number>();
  return {
    name: 'rulebook p.14, p.16: a unit that moved or was set up ends in Unit Coherency',
    check: ({ where, after, events, strayAfter }: DecisionStep) => {
      const before = modelsBefore;
      modelsBefore = new Map(Object.values(after.units).map((u) => [u.id, u.models.length]));
      const moved = new Set(
        events.flatMap((e) => (MOVES.has(e.kind) && e.unit !== undefined ? [e.unit] : [])),
      );
      return firstBroken(moved, (unit) => {
        const lost = (before.get(unit) ?? 0) > (after.units[unit]?.models.length ?? 0);
        return !strayAfter.has(unit) || lost
          ? undefined
          : `${where}: ${unit} moved out of Unit Coherency (${events.map((e) => e.kind).join(', ')})`;
      });
    },
  };
}

/**
 * More invariants, checked after every decision alongside INVARIANTS: where
 * models stand (invariants-table.ts), what units hold, the cards, the score.
 * Some remember the decision before: call it once per game.
 */
export function moreInvariants(): Invariant[] {
  return [
    ...tableInvariants(),
    destroyedHoldNothing,
    onePlaceEach,
    handLimitKept,
    everyCardAccountedFor,
    soundOutcome,
    scoreNeverGoesBack(),
    movesKeepCoherency(),
    hiddenInformationKept,
  ];
}

import {
  type GameEvent,
  type GameSetup,
  type GameState,
  coherencyProblems,
  tableOf,
  generalCalled,
} from '@warroom/armoured-clash';

/** One decision of a game, as the invariants see it: the state before and after, what it did, and the units out of Unit Coherency either side. */
export interface DecisionStep {
  readonly setup: GameSetup;
  /** Where the decision is, for messages (e.g. `seed:3 decision 41`). */
  readonly where: string;
  readonly after: GameState;
  readonly events: readonly GameEvent[];
  /** Units on the table out of Unit Coherency before the decision (`outOfCoherency`). */
  readonly strayBefore: ReadonlySet<string>;
  /** …and after it. */
  readonly strayAfter: ReadonlySet<string>;
}

/** A rule every decision must keep: undefined when it holds, else what broke (its message names where). */
export interface Invariant {
  /** Its source and gist, e.g. `rulebook p.17: a Status at most once`. */
  readonly name: string;
  check(step: DecisionStep): string | undefined;
}

/** The units on the table (not Garrisoning, Embarked or in Reserve) out of Unit Coherency (rulebook pp.14-15). */
export function outOfCoherency(setup: GameSetup, state: GameState): Set<string> {
  const units = Object.values(state.units).filter(
    (u) => u.deployed && !u.annihilated && u.garrisoning === undefined && u.models.length > 0,
  );
  if (units.length === 0) return new Set();
  const table = tableOf(setup, state);
  return new Set(units.filter((u) => coherencyProblems(table, u.id).length > 0).map((u) => u.id));
}

/** The first message of `check` over the items, or undefined. */
export function firstBroken<T>(
  items: Iterable<T>,
  check: (item: T) => string | undefined,
): string | undefined {
  for (const item of items) {
    const broken = check(item);
    if (broken !== undefined) return broken;
  }
  return undefined;
}

/**
 * rulebook p.34 Destroying Models: Close Formation loses its rear rank, a single rank an end, so losses never open a gap;
 * rulebook p.29 Withdrawing: the withdrawn models are placed in Unit Coherency with their Officer.
 */
const coherencyKept: Invariant = {
  name: 'rulebook pp.14-15, p.29, p.34: a Close Formation loss or a Withdraw keeps Unit Coherency',
  check: ({ setup, where, after, events, strayBefore, strayAfter }) =>
    firstBroken(strayAfter, (unit) => {
      if (strayBefore.has(unit)) return undefined;
      const side = after.units[unit]?.side;
      const formation =
        side === undefined ? undefined : setup.generals[side].units.find((u) => u.id === unit);
      const withdrew = events.some((e) => e.kind === 'withdraw' && e.unit === unit);
      return formation?.formation !== 'close' && !withdrew
        ? undefined
        : `${where}: ${unit} left Unit Coherency (${events.map((e) => e.kind).join(', ')})`;
    }),
};

/** rulebook p.22 Abandoned Models: only models already out of Unit Coherency are Abandoned, never right after a legal removal. */
const abandonedOnlyStrays: Invariant = {
  name: 'rulebook p.22: only models already out of Unit Coherency are Abandoned',
  check: ({ where, events, strayBefore }) =>
    firstBroken(events, (e) =>
      e.kind !== 'abandoned' || (e.unit !== undefined && strayBefore.has(e.unit))
        ? undefined
        : `${where}: ${e.text} (${e.unit ?? 'no unit'})`,
    ),
};

/** rulebook p.35 Annihilated: a unit with no models left; Officers: a unit on the table always has its Officer. */
const unitsWhole: Invariant = {
  name: 'rulebook p.35, Officers: an Annihilated unit has no models, a unit on the table keeps its Officer',
  check: ({ where, after }) =>
    firstBroken(Object.values(after.units), (unit) => {
      if (unit.annihilated && unit.models.length > 0) return `${where}: ${unit.id} Annihilated`;
      if (unit.deployed && !unit.annihilated && !unit.models.some((m) => m.id === unit.officer))
        return `${where}: ${unit.id} lost its Officer`;
      return undefined;
    }),
};

/** rulebook p.17 Statuses: a unit has each Status at most once. */
const statusesOnce: Invariant = {
  name: 'rulebook p.17: a unit has a Status at most once',
  check: ({ where, after }) =>
    firstBroken(Object.values(after.units), (unit) =>
      new Set(unit.statuses).size === unit.statuses.length
        ? undefined
        : `${where}: ${unit.id} has a Status twice (${unit.statuses.join(', ')})`,
    ),
};

/** rulebook p.18 Deck, Hand, Discard Pile: a card is in one place only. */
const cardsInOnePlace: Invariant = {
  name: 'rulebook p.18: a card is in one place only',
  check: ({ where, after }) =>
    firstBroken(['a', 'b'] as const, (side) => {
      const { deck } = after.players[side];
      const cards = [...deck.hand, ...deck.piles.drawPile, ...deck.piles.discardPile];
      return new Set(cards).size === cards.length
        ? undefined
        : `${where}: ${generalCalled(after, side)} has a card in two places`;
    }),
};

/** Every invariant the fuzzing and the game tests check after each decision. */
export const INVARIANTS: readonly Invariant[] = [
  coherencyKept,
  abandonedOnlyStrays,
  unitsWhole,
  statusesOnce,
  cardsInOnePlace,
];

/** The invariants the step breaks, each as its message (none: an empty list). */
export function brokenInvariants(
  step: DecisionStep,
  invariants: readonly Invariant[] = INVARIANTS,
): string[] {
  return invariants.flatMap((invariant) => invariant.check(step) ?? []);
}

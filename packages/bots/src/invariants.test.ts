import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type EventKind,
  type GameEvent,
  type GameState,
  applyChoice,
  initialState,
} from '@warroom/armoured-clash';
import { OPENING_CHOICES, skirmish } from '@warroom/armoured-clash/testing';
import { INVARIANTS, type DecisionStep, brokenInvariants, outOfCoherency } from './invariants.js';

/** Where the decisions of these tests are, as the messages name it. */
const WHERE = 'test decision 7';

/** The skirmish fixture's units: rifles in Close Formation, tanks in Open Formation. */
const RIFLES = 'a-rifles';
const TANKS = 'a-tanks';

/** The skirmish fixture's game once both forces are Deployed (its usual opening). */
function started(): GameState {
  const setup = skirmish();
  return OPENING_CHOICES.reduce(
    (state, choice) => applyChoice(setup, state, choice).state,
    initialState(setup, 'invariants'),
  );
}

/** One decision that left `after`: nothing happened, nobody out of Unit Coherency, unless `step` says otherwise. */
function broken(after: GameState, step: Partial<DecisionStep> = {}): string[] {
  const setup = skirmish();
  const stray = outOfCoherency(setup, after);
  return brokenInvariants({
    setup,
    where: WHERE,
    after,
    events: [],
    strayBefore: stray,
    strayAfter: stray,
    ...step,
  });
}

/** `state` with one unit changed. */
function withUnit(
  state: GameState,
  id: string,
  change: Partial<GameState['units'][string]>,
): GameState {
  const unit = state.units[id];
  assert.ok(unit !== undefined, `unit ${id}`);
  return { ...state, units: { ...state.units, [id]: { ...unit, ...change } } };
}

function gameEvent(kind: EventKind, unit: string): GameEvent {
  return { kind, text: `${unit}: ${kind}`, unit };
}

describe('the invariants checked after every decision (fuzzing and the game tests)', () => {
  it('a game as it starts, and once both forces are Deployed, breaks none of them', () => {
    assert.deepEqual(broken(initialState(skirmish(), 'invariants')), []);
    assert.deepEqual(broken(started()), []);
    assert.equal(INVARIANTS.length, 5);
  });

  describe('rulebook pp.14-15, p.29, p.34: a Close Formation loss or a Withdraw keeps Unit Coherency', () => {
    it('rulebook p.34 Destroying Models: a Close Formation unit that leaves Unit Coherency is reported, with the events of the decision', () => {
      const state = started();
      const step = {
        events: [gameEvent('rangedAttack', RIFLES)],
        strayBefore: new Set<string>(),
        strayAfter: new Set([RIFLES]),
      };
      assert.deepEqual(broken(state, step), [
        `${WHERE}: ${RIFLES} left Unit Coherency (rangedAttack)`,
      ]);
    });

    it('rulebook p.29 Withdrawing: an Open Formation unit out of Unit Coherency after its Withdraw is reported', () => {
      const state = started();
      const step = {
        events: [gameEvent('withdraw', TANKS)],
        strayBefore: new Set<string>(),
        strayAfter: new Set([TANKS]),
      };
      assert.deepEqual(broken(state, step), [`${WHERE}: ${TANKS} left Unit Coherency (withdraw)`]);
    });

    it('rulebook p.34: an Open Formation unit out of Unit Coherency after a loss, or a unit already out of it, keeps the invariant', () => {
      const state = started();
      const events = [gameEvent('rangedAttack', TANKS)];
      const openLoss = { events, strayBefore: new Set<string>(), strayAfter: new Set([TANKS]) };
      assert.deepEqual(broken(state, openLoss), []);
      const already = { strayBefore: new Set([RIFLES]), strayAfter: new Set([RIFLES]) };
      assert.deepEqual(broken(state, already), []);
    });
  });

  describe('rulebook p.22: only models already out of Unit Coherency are Abandoned', () => {
    it('rulebook p.22 Abandoned Models: a model Abandoned from a unit that was in Unit Coherency is reported', () => {
      const state = started();
      const events = [gameEvent('abandoned', RIFLES)];
      assert.deepEqual(broken(state, { events, strayBefore: new Set<string>() }), [
        `${WHERE}: ${RIFLES}: abandoned (${RIFLES})`,
      ]);
    });

    it('rulebook p.22 Abandoned Models: a model Abandoned from a unit that was out of Unit Coherency keeps the invariant', () => {
      const state = started();
      const events = [gameEvent('abandoned', RIFLES)];
      const step = { events, strayBefore: new Set([RIFLES]), strayAfter: new Set<string>() };
      assert.deepEqual(broken(state, step), []);
    });
  });

  describe('rulebook p.35, Officers: an Annihilated unit has no models, a unit on the table keeps its Officer', () => {
    it('rulebook p.35 Annihilated: a unit Annihilated with models left is reported; with none, it keeps the invariant', () => {
      const state = started();
      assert.deepEqual(broken(withUnit(state, RIFLES, { annihilated: true })), [
        `${WHERE}: ${RIFLES} Annihilated`,
      ]);
      const gone = withUnit(state, RIFLES, { annihilated: true, models: [] });
      assert.deepEqual(broken(gone), []);
    });

    it('rulebook p.35 Loss of an Officer: a unit on the table without its Officer is reported; off the table (not deployed), it keeps the invariant', () => {
      const state = started();
      const unit = state.units[RIFLES];
      assert.ok(unit !== undefined);
      const others = unit.models.filter((m) => m.id !== unit.officer);
      assert.deepEqual(broken(withUnit(state, RIFLES, { models: others })), [
        `${WHERE}: ${RIFLES} lost its Officer`,
      ]);
      assert.deepEqual(broken(withUnit(state, RIFLES, { deployed: false, models: others })), []);
    });
  });

  describe('rulebook p.17: a unit has a Status at most once', () => {
    it('rulebook p.17 Unit Statuses: a unit holding a Status twice is reported, with where and which unit', () => {
      const state = started();
      const twice = withUnit(state, RIFLES, { statuses: ['suppressed', 'suppressed'] });
      assert.deepEqual(broken(twice), [
        `${WHERE}: ${RIFLES} has a Status twice (suppressed, suppressed)`,
      ]);
    });

    it('rulebook p.17 Unit Statuses: a unit holding two different Statuses keeps the invariant', () => {
      const state = started();
      assert.deepEqual(
        broken(withUnit(state, RIFLES, { statuses: ['suppressed', 'disordered'] })),
        [],
      );
    });
  });

  describe('rulebook p.18: a card is in one place only', () => {
    /** General B's deck with its top card also (or only) in the discard pile. */
    function topCardDiscarded(state: GameState, keptInDrawPile: boolean): GameState {
      const { b } = state.players;
      const [card, ...rest] = b.deck.piles.drawPile;
      assert.ok(card !== undefined);
      const piles = {
        drawPile: keptInDrawPile ? [card, ...rest] : rest,
        discardPile: [...b.deck.piles.discardPile, card],
      };
      const deck = { ...b.deck, piles };
      return { ...state, players: { ...state.players, b: { ...b, deck } } };
    }

    it('rulebook p.18 Deck, Hand, Discard Pile: a card both in the draw pile and in the discard pile is reported', () => {
      assert.deepEqual(broken(topCardDiscarded(started(), true)), [
        `${WHERE}: General B has a card in two places`,
      ]);
    });

    it('rulebook p.18 Deck, Hand, Discard Pile: a card moved from the draw pile to the discard pile keeps the invariant', () => {
      assert.deepEqual(broken(topCardDiscarded(started(), false)), []);
    });
  });
});

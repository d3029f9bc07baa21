import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MARKER_RADIUS, opened, touch } from '../../testing/clash-fixture.js';
import {
  HEROIC_SEED,
  STRIKE_SEED,
  ladySkirmish,
  scour,
} from '../../testing/find-the-lady-fixture.js';
import { applyChoice } from '../apply-choice.js';
import { fallBack } from '../fall-back.js';
import { IllegalChoice } from '../rule-error.js';
import { nextDecision } from '../next-decision.js';
import { destroyModels } from '../losses.js';
import type { GameState } from '../state.js';
import { markersInPlay } from './scoring.js';
import { markerAhead } from './vital-objective.js';

const setup = ladySkirmish();

/** A's Rifles found the Vital Objective at the west marker (its Officer facing up the table, +y). */
function escorting(): GameState {
  const state = opened(setup);
  touch(setup, state, 'a-rifles', [9, 18 - MARKER_RADIUS], 'south');
  return scour(setup, state, 'a-rifles', 'west', HEROIC_SEED).state;
}

describe('rulebook pp.62-63 Find the Lady: Escorting the Vital Objective', () => {
  it('the marker is set down in contact with the Officer, in its Front Arc: straight ahead of it', () => {
    const [x, y] = markerAhead({ id: 'o', x: 10, y: 5, facing: Math.PI / 2 }, 1);
    assert.ok(Math.abs(x - 10) < 1e-9);
    assert.ok(Math.abs(y - (5 + 0.5 + MARKER_RADIUS)) < 1e-9);
  });

  it('a unit that Falls Back drops it where its Officer stood, before it moves; it is on the battlefield again', () => {
    const state = escorting();
    const rifles = state.units['a-rifles'];
    const officer = rifles?.models.find((m) => m.id === rifles.officer);
    if (rifles === undefined || officer === undefined) assert.fail('no Rifles');
    const depth = setup.generals.a.units[0]?.footprint.depth ?? 0;
    const events = fallBack(setup, state, rifles);
    assert.deepEqual(
      events.slice(0, 2).map((e) => e.kind),
      ['fallBack', 'vitalObjectiveDropped'],
    );
    assert.equal(rifles.statuses.includes('escortingTheVitalObjective'), false);
    assert.deepEqual(state.vitalObjective, {
      marker: 'west',
      at: markerAhead(officer, depth),
      placing: { by: 'b', unit: 'a-rifles', officer },
    });
    assert.deepEqual(
      markersInPlay(setup, state).map((m) => [m.id, m.at]),
      [['west', markerAhead(officer, depth)]],
    );
    // The Rifles moved 3" back: the marker stayed where it was set down.
    assert.notEqual(rifles.models[0]?.y, officer.y);
  });

  it('an Annihilated unit drops it where its Officer stood before its models were Destroyed', () => {
    const state = escorting();
    const rifles = state.units['a-rifles'];
    const officer = rifles?.models.find((m) => m.id === rifles.officer);
    if (rifles === undefined || officer === undefined) assert.fail('no Rifles');
    const depth = setup.generals.a.units[0]?.footprint.depth ?? 0;
    const events = destroyModels(setup, state, rifles, rifles.models.length, undefined);
    assert.ok(rifles.annihilated);
    assert.ok(events.some((e) => e.kind === 'vitalObjectiveDropped'));
    assert.deepEqual(state.vitalObjective, {
      marker: 'west',
      at: markerAhead(officer, depth),
      placing: { by: 'b', unit: 'a-rifles', officer },
    });
    assert.deepEqual(state.removedObjectives, ['centre', 'east']);
  });

  it('the dropped marker, the only one left, is found again without a roll by a unit in contact with it', () => {
    const state = escorting();
    const rifles = state.units['a-rifles'];
    if (rifles === undefined) assert.fail('no Rifles');
    destroyModels(setup, state, rifles, rifles.models.length, undefined);
    const at = state.vitalObjective?.at;
    if (at === undefined) assert.fail('no marker dropped');
    // General B (whose turn it is) places it where it lies (straight ahead of the Officer).
    const placed = applyChoice(setup, state, { kind: 'placeVitalObjective', at }).state;
    touch(setup, placed, 'b-rifles', [at[0], at[1] + MARKER_RADIUS], 'north');
    // B Activates next: A's Rifles are gone; A's Tanks have not moved.
    placed.turn = 'b';
    const { state: after } = scour(setup, placed, 'b-rifles', 'west', STRIKE_SEED);
    assert.ok(after.units['b-rifles']?.statuses.includes('escortingTheVitalObjective'));
    assert.deepEqual(after.vitalObjective, { marker: 'west' });
    assert.deepEqual(markersInPlay(setup, after), []);
  });
});

describe('rulebook pp.62-63 Find the Lady: the active player places the dropped Vital Objective', () => {
  const RULE = 'rulebook pp.62-63 Find the Lady: Escorting the Vital Objective';
  const refused = (e: unknown): boolean => e instanceof IllegalChoice && e.rule === RULE;

  /** A's Rifles Annihilated while Escorting, in B's turn; the Officer facing +y (rifle bases 1" square). */
  function dropped(): { state: GameState; officer: { x: number; y: number } } {
    const state = escorting();
    const rifles = state.units['a-rifles']!;
    const officer = rifles.models.find((m) => m.id === rifles.officer)!;
    destroyModels(setup, state, rifles, rifles.models.length, undefined);
    return { state, officer };
  }

  it('General B, whose turn it is, is asked first, with the spots straight ahead and at each front corner; nothing else is accepted', () => {
    const { state, officer } = dropped();
    const decision = nextDecision(setup, state);
    assert.equal(decision?.player, 'b');
    const ahead = officer.y + 0.5 + MARKER_RADIUS;
    const spots = (decision?.options ?? []).map((o) =>
      o.kind === 'placeVitalObjective' ? o.at.map((v) => Math.round(v * 1000) / 1000) : [],
    );
    const r = (v: number): number => Math.round(v * 1000) / 1000;
    assert.deepEqual(spots, [
      [r(officer.x), r(ahead)],
      [r(officer.x - 0.5), r(ahead)],
      [r(officer.x + 0.5), r(ahead)],
    ]);
    assert.throws(() => applyChoice(setup, state, { kind: 'hold' }), refused);
  });

  it("a spot touching the Officer's base in its Front Arc is taken; the marker lies there and the game goes on", () => {
    const { state, officer } = dropped();
    const at = [officer.x + 0.3, officer.y + 0.5 + MARKER_RADIUS] as const;
    const { state: after, events } = applyChoice(setup, state, { kind: 'placeVitalObjective', at });
    assert.deepEqual(after.vitalObjective, { marker: 'west', at: [at[0], at[1]] });
    assert.deepEqual(
      events.map((e) => e.kind),
      ['vitalObjectivePlaced'],
    );
    assert.notEqual(nextDecision(setup, after)?.options[0]?.kind, 'placeVitalObjective');
  });

  it('refused: a spot not touching the base, one overlapping it, one outside its Front Arc (beside it), and when none is waiting', () => {
    const { state, officer } = dropped();
    const place = (x: number, y: number) => () =>
      applyChoice(setup, state, { kind: 'placeVitalObjective', at: [x, y] });
    assert.throws(place(officer.x, officer.y + 0.5 + MARKER_RADIUS + 0.2), /in contact/);
    assert.throws(place(officer.x, officer.y + 0.5), /in contact/);
    assert.throws(place(officer.x + 0.5 + MARKER_RADIUS, officer.y), /Front Arc/);
    assert.throws(place(officer.x + 0.5 + MARKER_RADIUS, officer.y), refused);
    const plain = escorting();
    assert.throws(
      () => applyChoice(setup, plain, { kind: 'placeVitalObjective', at: [1, 1] }),
      refused,
    );
  });

  it('rulebook p.40: Conquest claims the drop opened come first, then the placement', () => {
    const { state } = dropped();
    const card = state.players.a.deck.hand[0] ?? 0;
    state.claims = [{ side: 'a', claimable: [{ card, victoryPoints: 1, because: 'a test' }] }];
    assert.equal(nextDecision(setup, state)?.options[0]?.kind, 'claim');
    const after = applyChoice(setup, state, { kind: 'claim', cards: [] }).state;
    assert.equal(nextDecision(setup, after)?.options[0]?.kind, 'placeVitalObjective');
  });
});

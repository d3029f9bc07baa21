import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OPENING_CHOICES, skirmish } from '../testing/game-fixture.js';
import { terrainBlock } from '../testing/withdraw-pocket-fixture.js';
import { fallBack } from './fall-back.js';
import { RECORD_FORMAT, replay } from './record.js';
import type { GameState, ModelState } from './state.js';

/** A state after the skirmish's opening: A's units along the south edge, B's along the north. */
function opened(): GameState {
  return replay({ format: RECORD_FORMAT, setup: skirmish(), seed: 5, choices: OPENING_CHOICES })
    .state;
}

function at(models: readonly ModelState[]): [string, number, number][] {
  return models.map((m) => [m.id, Number(m.x.toFixed(6)), Number(m.y.toFixed(6))]);
}

describe('rulebook p.36 Falling Back: models are removed only for the 1" rule', () => {
  it('a unit stopped by Impassable Terrain loses no models and stays where it is', () => {
    const base = skirmish();
    // Right behind B's Rifles (rank at y = 30, Rear Edge north): blocking terrain 1" away.
    const setup = {
      ...base,
      terrain: [...base.terrain, terrainBlock('wall', ['blocking'], [0, 31.5, 36, 36])],
    };
    const state = opened();
    const rifles = state.units['b-rifles']!;
    const before = at(rifles.models);
    const events = fallBack(setup, state, rifles);
    assert.deepEqual(at(rifles.models), before);
    assert.ok(!rifles.annihilated);
    assert.ok(!events.some((e) => e.kind === 'removed'));
    assert.match(events.at(-1)?.text ?? '', /cannot fall back a full 3"/);
  });

  it('a unit whose shape cannot pass re-forms instead of losing models', () => {
    const base = skirmish();
    // B's Rifles in two ranks of three facing south; Impassable Terrain where the rear rank would go.
    const setup = {
      ...base,
      terrain: [...base.terrain, terrainBlock('rocks', ['impassable'], [8.5, 29.7, 11.5, 32])],
    };
    const state = opened();
    const rifles = state.units['b-rifles']!;
    const facing = rifles.models[0]!.facing;
    const place = (id: number, x: number, y: number): ModelState => ({
      id: `b-rifles#${id}`,
      x,
      y,
      facing,
    });
    rifles.models = [
      place(1, 10, 26),
      place(2, 9, 26),
      place(3, 11, 26),
      place(4, 10, 27),
      place(5, 11, 27),
      place(6, 9, 27),
    ];
    rifles.officer = 'b-rifles#1';
    const events = fallBack(setup, state, rifles);
    assert.equal(rifles.models.length, 6);
    assert.ok(!events.some((e) => e.kind === 'removed'));
    // One rank of six, the Officer 3" nearer the Rear Edge.
    assert.deepEqual(
      rifles.models.map((m) => Number(m.y.toFixed(6))),
      [29, 29, 29, 29, 29, 29],
    );
    assert.equal(rifles.models.find((m) => m.id === rifles.officer)?.x, 10);
  });

  it('models within 1" of an enemy at the end are removed; an Officer removed Disorders the unit and is replaced (rulebook p.35 Loss of an Officer)', () => {
    const setup = skirmish();
    const state = opened();
    const tanks = state.units['b-tanks']!;
    const facing = tanks.models[0]!.facing;
    // The Officer in front, the second tank 3.5" behind it (away from the Rear Edge), 3" to the
    // side: the Officer's wreck (glossary: Large, rulebook p.35 Wrecks) is not in its way back.
    tanks.models = [
      { id: 'b-tanks#1', x: 24, y: 31, facing },
      { id: 'b-tanks#2', x: 27, y: 27.5, facing },
    ];
    tanks.statuses = ['onLookout', 'takingCover'];
    // A's Rifles in a line 1.1" beyond the Officer: every way back ends within 1" of them.
    const rifles = state.units['a-rifles']!;
    rifles.models = rifles.models.map((m, i) => ({ ...m, x: 21.5 + i, y: 34.1 }));
    const events = fallBack(setup, state, tanks);
    assert.deepEqual(at(tanks.models), [['b-tanks#2', 27, 30.5]]);
    assert.equal(tanks.officer, 'b-tanks#2');
    assert.ok(tanks.statuses.includes('disordered'));
    assert.ok(events.some((e) => e.kind === 'removed'));
    assert.ok(events.some((e) => e.kind === 'officer'));
    // rulebook p.30: moving ends On Lookout and Taking Cover.
    assert.ok(!tanks.statuses.includes('onLookout') && !tanks.statuses.includes('takingCover'));
  });
});

describe('rulebook p.36 Fleeing the Field: only at its own Rear Edge', () => {
  it('a unit against a side edge falls back along it and does not flee', () => {
    const setup = skirmish();
    const state = opened();
    const rifles = state.units['a-rifles']!;
    // A's Rifles (Rear Edge south) pushed against the west edge.
    const left = Math.min(...rifles.models.map((m) => m.x)) - 0.5;
    rifles.models = rifles.models.map((m) => ({ ...m, x: m.x - left }));
    const before = rifles.models.map((m) => m.y);
    const events = fallBack(setup, state, rifles);
    assert.ok(!events.some((e) => e.kind === 'flees'));
    assert.ok(!rifles.annihilated);
    assert.deepEqual(
      rifles.models.map((m) => m.y),
      before.map((y) => y - 3),
    );
  });

  it('a unit that reaches its own Rear Edge flees and counts as Annihilated', () => {
    const setup = skirmish();
    const state = opened();
    const tanks = state.units['b-tanks']!;
    tanks.models = tanks.models.map((m) => ({ ...m, y: 33.5 }));
    const events = fallBack(setup, state, tanks);
    assert.ok(events.some((e) => e.kind === 'flees'));
    assert.ok(tanks.annihilated);
    assert.equal(state.players.a.vp, 3);
  });
});

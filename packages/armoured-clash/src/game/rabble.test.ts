import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { coherencyProblems } from '../battlefield/coherency.js';
import { OPENING_CHOICES } from '../testing/game-fixture.js';
import { skirmishWith } from '../testing/melee-fixture.js';
import { wall } from '../testing/withdraw-pocket-fixture.js';
import type { GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import type { Choice } from './choice.js';
import type { GameEvent } from './events.js';
import { fallBack } from './fall-back.js';
import { destroyModels } from './losses.js';
import { attackingUnit } from './open-formation-losses.js';
import { RECORD_FORMAT, replay } from './record.js';
import type { GameState, ModelState } from './state.js';
import { tableOf } from './table-of.js';

const rabble = skirmishWith({ 'b-rifles': { rules: [{ name: 'Rabble' }] } });

/** The skirmish after its opening: B's Rifles in one rank of six at y = 30, x 7.5 to 13.5, facing south. */
function opened(setup: GameSetup): GameState {
  return replay({ format: RECORD_FORMAT, setup, seed: 5, choices: OPENING_CHOICES }).state;
}

function rifles(state: GameState) {
  const unit = state.units['b-rifles'];
  if (unit === undefined) throw new RangeError('no b-rifles');
  return unit;
}

function at(models: readonly ModelState[]): [string, number, number][] {
  return models.map((m) => [m.id, Number(m.x.toFixed(6)), Number(m.y.toFixed(6))]);
}

/** Plays `choices` in turn (a first Reaction Step passed when one comes). */
function play(setup: GameSetup, state: GameState, choices: readonly Choice[]) {
  let now = state;
  const events: GameEvent[] = [];
  for (const choice of choices) {
    const made = applyChoice(setup, now, choice);
    events.push(...made.events);
    now = made.state;
    if (now.activation?.reaction !== undefined) {
      const passed = applyChoice(setup, now, { kind: 'noReaction' });
      events.push(...passed.events);
      now = passed.state;
    }
  }
  return { state: now, events };
}

describe('glossary: Rabble', () => {
  it('glossary: Rabble: a unit that Falls Back after a failed Suppression Test (rulebook p.36) immediately assumes Open Formation, and the table draws it so', () => {
    const state = opened(rabble);
    const events = fallBack(rabble, state, rifles(state));
    assert.deepEqual(
      events.map((e) => e.text),
      ['Rifles b-rifles Falls Back', 'Rifles b-rifles assumes Open Formation'],
    );
    assert.equal(rifles(state).formation, 'open');
    assert.equal(tableOf(rabble, state).units.get('b-rifles')?.formation, 'open');
  });

  it('glossary: Rabble: without the rule a unit that Falls Back keeps its Close Formation', () => {
    const plain = skirmishWith({});
    const state = opened(plain);
    const events = fallBack(plain, state, rifles(state));
    assert.deepEqual(
      events.map((e) => e.text),
      ['Rifles b-rifles Falls Back'],
    );
    assert.equal(rifles(state).formation, undefined);
    assert.equal(tableOf(plain, state).units.get('b-rifles')?.formation, 'close');
  });

  it('glossary: Rabble, rulebook p.34 Destroying Models: in the Open Formation it assumed, its losses are taken as in Open Formation (a model closest to the attacking unit, not the Officer among equals), not from the end of a back rank', () => {
    const lossAfterFallingBack = (setup: GameSetup): string[] => {
      const state = opened(setup);
      fallBack(setup, state, rifles(state));
      const from = attackingUnit(tableOf(setup, state), 'a-rifles');
      destroyModels(setup, state, rifles(state), 1, from);
      return rifles(state).models.map((m) => m.id);
    };
    // B's rank faces A's across the table, every model as close to it as another:
    // the first of them that is not the Officer goes (b-rifles#2).
    assert.deepEqual(lossAfterFallingBack(rabble), [
      'b-rifles#1',
      'b-rifles#3',
      'b-rifles#4',
      'b-rifles#5',
      'b-rifles#6',
    ]);
    // In Close Formation: the end of the back rank (game/close-formation-ranks.ts).
    assert.deepEqual(lossAfterFallingBack(skirmishWith({})), [
      'b-rifles#1',
      'b-rifles#2',
      'b-rifles#3',
      'b-rifles#4',
      'b-rifles#5',
    ]);
  });

  it('glossary: Rabble: at the end of its next Movement Step (an Advance made in Open Formation) it reassumes Close Formation: one rank in contact about its Officer', () => {
    let state = opened(rabble);
    fallBack(rabble, state, rifles(state));
    state.turn = 'b';
    const played = play(rabble, state, [
      { kind: 'activate', unit: 'b-rifles' },
      { kind: 'advance', at: [10, 31], facing: 270 },
    ]);
    state = played.state;
    assert.ok(played.events.some((e) => e.text === 'Rifles b-rifles assumes Close Formation'));
    assert.ok(!played.events.some((e) => e.kind === 'abandoned'));
    assert.equal(rifles(state).formation, undefined);
    const placed = at(rifles(state).models);
    assert.deepEqual(
      placed.map(([, x]) => x).sort((p, q) => p - q),
      [7, 8, 9, 10, 11, 12],
    );
    assert.ok(placed.every(([, , y]) => y === 31));
    assert.deepEqual(coherencyProblems(tableOf(rabble, state), 'b-rifles'), []);
  });

  it('glossary: Rabble: models unable to move into Close Formation (Impassable Terrain beside the Officer, the battlefield edge behind it) are Abandoned (rulebook p.22)', () => {
    const setup: GameSetup = {
      ...rabble,
      terrain: [
        ...rabble.terrain,
        wall('west', [5, 32.3, 9.45, 33.45]),
        wall('east', [10.55, 32.3, 14, 36]),
      ],
    };
    const state = opened(setup);
    const unit = rifles(state);
    const facing = unit.models[0]?.facing ?? 0;
    const place = (id: number, x: number, y: number): ModelState => ({
      id: `b-rifles#${id}`,
      x,
      y,
      facing,
    });
    // In Open Formation: the Officer at (10, 33), the others behind and to its west, within 3".
    unit.models = [
      place(1, 10, 33),
      place(2, 9, 34),
      place(3, 9, 35.2),
      place(4, 8, 34),
      place(5, 8, 35.2),
      place(6, 7, 34),
    ];
    unit.officer = 'b-rifles#1';
    unit.formation = 'open';
    state.turn = 'b';
    const { state: after, events } = play(setup, state, [
      { kind: 'activate', unit: 'b-rifles' },
      { kind: 'hold' },
    ]);
    assert.deepEqual(
      events.filter((e) => e.kind === 'formation' || e.kind === 'abandoned').map((e) => e.text),
      [
        'Rifles b-rifles assumes Close Formation',
        // The engine's default: the models farthest from the Officer go first.
        '3 models of Rifles b-rifles are Abandoned: b-rifles#6, b-rifles#5, b-rifles#3',
      ],
    );
    // A file behind the Officer: neither side of it is open, the battlefield ends at y = 36.
    assert.deepEqual(at(rifles(after).models), [
      ['b-rifles#1', 10, 33],
      ['b-rifles#2', 10, 34],
      ['b-rifles#4', 10, 35],
    ]);
    assert.equal(rifles(after).formation, undefined);
    assert.deepEqual(coherencyProblems(tableOf(setup, after), 'b-rifles'), []);
  });
});

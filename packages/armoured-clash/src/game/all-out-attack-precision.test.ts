import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../testing/clash-fixture.js';
import { skirmishWith } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { ArmyUnit, GameSetup } from './army.js';
import type { GameState } from './state.js';
import { skirmish } from '../testing/game-fixture.js';

/** A's Tanks with All-Out Attack (2) and Precision on their Ranged rows; B's Tanks three models strong. */
function sharpSetup(): GameSetup {
  const rows = skirmish()
    .generals.a.units.find((u) => u.id === 'a-tanks')!
    .armaments.rows.map((r) =>
      r.attack === 'ranged' ? { ...r, qualities: [...r.qualities, { name: 'Precision' }] } : r,
    );
  const tanks = skirmish().generals.a.units.find((u) => u.id === 'a-tanks')!;
  const armaments: ArmyUnit['armaments'] = { ...tanks.armaments, rows };
  return skirmishWith({
    'a-tanks': { rules: [{ name: 'All-Out Attack', x: 2 }], profile: { armaments } },
    'b-tanks': { profile: { models: 3 } },
  });
}

/** A's Tanks in their Attack Step, B's Rifles moved within range of their other row, B's Tanks with 2 Damage, the generator at `seed`. */
function attackStep(setup: GameSetup, seed: number): GameState {
  const start = opened(setup);
  const rifles = start.units['b-rifles']!;
  rifles.models = rifles.models.map((m) => ({ ...m, x: m.x + 4, y: m.y - 8 }));
  let state = applyChoice(setup, start, { kind: 'activate', unit: 'a-tanks' }).state;
  state = applyChoice(setup, state, { kind: 'hold' }).state;
  state.units['b-tanks']!.damage = 2;
  state.rng = { a: seed, b: seed, c: seed, d: seed };
  return state;
}

const SEED = 1;

/** The All-Out Attack against B's Rifles then B's Tanks (with `precision`, or without), each target's General letting it through. */
function allOut(setup: GameSetup, precision?: readonly string[]) {
  let { state, events } = applyChoice(setup, attackStep(setup, SEED), {
    kind: 'allOutAttack',
    targets: ['b-rifles', 'b-tanks'],
    ...(precision === undefined ? {} : { precision }),
  });
  while (state.targetedByRangedAttack !== undefined) {
    const next = applyChoice(setup, state, { kind: 'targetedByRangedAttack' });
    state = next.state;
    events = [...events, ...next.events];
  }
  return { state, fired: events.filter((e) => e.kind === 'rangedAttack').map((e) => e.text) };
}

describe('glossary: Precision with All-Out Attack (X)', () => {
  it("glossary: Precision: seed 1, the attack against B's Tanks Destroys #3 and #2 as chosen (the Officer #1 stands); the one against the Rifles, with none of its models chosen, by the usual rules", () => {
    const { state, fired } = allOut(sharpSetup(), ['b-tanks#3', 'b-tanks#2']);
    assert.equal(fired.length, 2);
    assert.match(fired[0] ?? '', /fires at Rifles b-rifles: .* 6 destroyed$/);
    assert.match(fired[1] ?? '', /fires at Tanks b-tanks: .* 3 damage, 2 destroyed$/);
    assert.deepEqual(
      state.units['b-tanks']!.models.map((m) => m.id),
      ['b-tanks#1'],
    );
    assert.equal(state.units['b-rifles']!.annihilated, true);
  });

  it('glossary: Precision: the same rolls without a choice Destroy the Tanks by the usual rules (rulebook p.34)', () => {
    const { state } = allOut(sharpSetup());
    assert.deepEqual(
      state.units['b-tanks']!.models.map((m) => m.id),
      ['b-tanks#2'],
    );
  });

  it('glossary: Precision: refused as declared for a model of none of the targets, and for a row without the quality', () => {
    const setup = sharpSetup();
    const declare = (given: GameSetup, precision: readonly string[]) => () =>
      applyChoice(given, attackStep(given, SEED), {
        kind: 'allOutAttack',
        targets: ['b-rifles', 'b-tanks'],
        precision,
      });
    assert.throws(
      declare(setup, ['a-rifles#1']),
      (e: unknown) =>
        e instanceof Error && e.message.includes('a-rifles#1 is a model of none of the targets'),
    );
    const plain = skirmishWith({
      'a-tanks': { rules: [{ name: 'All-Out Attack', x: 2 }] },
      'b-tanks': { profile: { models: 3 } },
    });
    assert.throws(declare(plain, ['b-tanks#3']), /the attack has no Precision/);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../testing/clash-fixture.js';
import { skirmishWith } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { nextDecision } from './next-decision.js';
import type { GameState } from './state.js';
import { rangedRowWith } from '../testing/gun-fixture.js';

/** A's tanks with Fields of Fire on their row against Heavy targets, and (or not) Rolling Stock; B's rifles a Heavy target. */
function setupWith(rollingStock: boolean): GameSetup {
  const base = skirmishWith({
    'a-tanks': { rules: rollingStock ? [{ name: 'Rolling Stock' }] : [] },
    'b-rifles': { profile: { category: 'heavy' } },
  });
  const fields = rangedRowWith('heavy', { name: 'Fields of Fire' });
  const units = base.generals.a.units.map((u) => (u.id === 'a-tanks' ? fields(u) : u));
  return { ...base, generals: { ...base.generals, a: { ...base.generals.a, units } } };
}

/** A's tanks moved to mid-table (y = 18, facing north), B's tanks ahead; B's rifles `dy` inches south of the tanks. */
function attackStep(setup: GameSetup, dy: number): GameState {
  const state = opened(setup);
  const shift = (id: string, x: number, y: number) => {
    const unit = state.units[id];
    if (unit === undefined) throw new RangeError(id);
    unit.models = unit.models.map((m) => ({ ...m, x: m.x + x, y: m.y + y }));
  };
  shift('a-tanks', 0, 13);
  shift('b-rifles', 14, 18 - dy - 30);
  let now = applyChoice(setup, state, { kind: 'activate', unit: 'a-tanks' }).state;
  now = applyChoice(setup, now, { kind: 'hold' }).state;
  return now;
}

const both: Choice = { kind: 'fieldsOfFire', targets: ['b-rifles', 'b-tanks'] };

describe('glossary: Fields of Fire', () => {
  it('the attack is made twice, at an enemy unit in each Front Arc, in the order chosen', () => {
    const setup = setupWith(true);
    const state = attackStep(setup, 10);
    const offered = (nextDecision(setup, state)?.options ?? []).filter(
      (o) => o.kind === 'fieldsOfFire',
    );
    assert.deepEqual(offered, [both]);
    const reversed: Choice = { kind: 'fieldsOfFire', targets: ['b-tanks', 'b-rifles'] };
    const { state: after, events } = applyChoice(setup, state, reversed);
    const fired = events.filter((e) => e.kind === 'rangedAttack').map((e) => e.text);
    assert.equal(fired.length, 2);
    assert.match(fired[0] ?? '', /^Tanks a-tanks fires at Tanks b-tanks/);
    assert.match(fired[1] ?? '', /^Tanks a-tanks fires at Rifles b-rifles/);
    assert.ok(after.units['a-tanks']?.statuses.includes('activated'));
  });

  it('not two targets in the same Front Arc', () => {
    const setup = setupWith(true);
    // B's rifles 10" north of the tanks: ahead, with B's tanks.
    const state = attackStep(setup, -10);
    assert.ok(!(nextDecision(setup, state)?.options ?? []).some((o) => o.kind === 'fieldsOfFire'));
    assert.throws(() => applyChoice(setup, state, both), {
      rule: 'glossary: Fields of Fire',
      message: 'one target in each of the Front Arcs',
    });
  });

  it('without Rolling Stock the unit has one Front Arc: no Fields of Fire', () => {
    const setup = setupWith(false);
    const state = attackStep(setup, 10);
    assert.ok(!(nextDecision(setup, state)?.options ?? []).some((o) => o.kind === 'fieldsOfFire'));
    assert.throws(() => applyChoice(setup, state, both), /only a unit with Rolling Stock/);
  });
});

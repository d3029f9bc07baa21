import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { circle, point } from '@warroom/engine';
import { opened } from '../testing/clash-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import { destroyModels } from './losses.js';
import { gainStatuses } from './rule-statuses.js';

const setup = skirmish();

describe('rulebook p.17 Unit Statuses: a unit has each Status only once', () => {
  it('a Disordered unit that loses its Officer is Disordered once', () => {
    const state = opened(setup);
    const tanks = state.units['b-tanks'];
    if (tanks === undefined) throw new RangeError('b-tanks');
    tanks.statuses.push('disordered');
    // Open Formation: the model closest to (24, 5), the A tanks' Officer, is B's Officer.
    const events = destroyModels(setup, state, tanks, 1, [circle(point(24, 5), 0)]);
    assert.ok(events.some((e) => e.kind === 'officer'));
    assert.deepEqual(tanks.statuses, ['disordered']);
  });

  it('a Status gained again by a rule has no effect, and no event', () => {
    const state = opened(setup);
    const rifles = state.units['a-rifles'];
    if (rifles === undefined) throw new RangeError('a-rifles');
    const first = gainStatuses(setup, rifles, [
      { status: 'reloading', rule: 'glossary: Cumbersome' },
    ]);
    const again = gainStatuses(setup, rifles, [
      { status: 'reloading', rule: 'glossary: Cumbersome' },
    ]);
    assert.equal(first.length, 1);
    assert.deepEqual(again, []);
    assert.deepEqual(rifles.statuses, ['reloading']);
  });
});

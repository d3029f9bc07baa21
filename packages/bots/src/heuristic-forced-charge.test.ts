import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyChoice, playerView } from '@warroom/armoured-clash';
import { faceToFace, skirmishWith } from '@warroom/armoured-clash/testing';
import { chargeWorthMaking } from './heuristic-close-quarters.js';
import { forcedCharge } from './heuristic-forced-charge.js';

/** B's Tanks, facing east, parked in front of B's Rifles' rank (y = 12) on the straight lines from A's Officer (10, 6). */
const TANKS_IN_THE_WAY = [
  [11.5, 9.5],
  [14.5, 9.5],
] as const;

describe('the heuristic bot makes the Charge it must make along a real path', () => {
  it("glossary: Run Amok, Overrun: B's Tanks block the straight approaches to B's Rifles: the bot finds the engine's legal Charge from another side, and the engine accepts it", () => {
    const setup = skirmishWith({ 'a-rifles': { rules: [{ name: 'Run Amok' }] } });
    const before = faceToFace(setup);
    const tanks = before.units['b-tanks'];
    assert.ok(tanks !== undefined);
    tanks.models = tanks.models.map((m, i) => {
      const [x, y] = TANKS_IN_THE_WAY[i] ?? [m.x, m.y];
      return { ...m, x, y, facing: 0 };
    });
    const state = applyChoice(setup, before, { kind: 'activate', unit: 'a-rifles' }).state;
    assert.deepEqual(state.activation?.compelled, { rule: 'glossary: Run Amok', able: true });
    const view = playerView(state, 'a');
    // The few straight approaches the heuristic tries first are all blocked.
    assert.equal(chargeWorthMaking(setup, view, 'a-rifles', ['b-rifles'], 0, true), undefined);
    const made = forcedCharge(setup, view, 'a-rifles', ['b-rifles']);
    assert.equal(made?.kind, 'charge');
    assert.ok(made !== undefined);
    const charged = applyChoice(setup, state, made).state;
    assert.equal(charged.activation?.charge?.target, 'b-rifles');
    assert.equal(charged.activation?.step, 'attack');
  });
});

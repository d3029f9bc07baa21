import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../testing/clash-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import { playerView } from '../game/view.js';
import { lossOrderSeenBy } from './loss-order-seen.js';

const setup = skirmish();
const ORDER = ['b-rifles#3', 'b-rifles#1'];

describe('rulebook pp.34-35: the order of losses the exact odds follow, as the asking General knows it', () => {
  const state = opened(setup);
  state.players.b.lossOrders = { 'b-rifles': ORDER };
  const rifles = state.units['b-rifles']!;

  it("rulebook p.34 Destroying Models: the unit's own General's odds follow their standing order", () => {
    assert.deepEqual(lossOrderSeenBy(playerView(state, 'b'), rifles), {
      preference: ORDER,
      assumesDefaultOrder: false,
    });
  });

  it("rulebook p.34 Destroying Models: the other General's odds assume the default order, the same whether an order was given or not (it is hidden)", () => {
    const given = lossOrderSeenBy(playerView(state, 'a'), rifles);
    assert.deepEqual(given, { assumesDefaultOrder: true });
    const none = opened(setup);
    assert.deepEqual(lossOrderSeenBy(playerView(none, 'a'), none.units['b-rifles']!), given);
  });

  it('rulebook p.34 Destroying Models: a unit of the asker with no standing order: the default order, which is the game’s', () => {
    assert.deepEqual(lossOrderSeenBy(playerView(state, 'a'), state.units['a-rifles']!), {
      assumesDefaultOrder: false,
    });
  });

  it("rulebook p.34 Destroying Models: only the asker's own orders are read: another side's list handed in is ignored for its units", () => {
    const known = { as: 'a' as const, lossOrders: { 'b-rifles': ORDER } };
    assert.deepEqual(lossOrderSeenBy(known, rifles), { assumesDefaultOrder: true });
  });
});

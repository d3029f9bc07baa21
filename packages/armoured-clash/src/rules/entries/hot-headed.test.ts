import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { unitDisciplineTest } from '../../game/discipline-test.js';
import { holding, withChanges } from '../../testing/aura-fixture.js';
import { opened } from '../../testing/clash-fixture.js';

const hotHeaded = withChanges({ 'a-rifles': holding({ name: 'Hot Headed' }) });

describe('glossary: Hot Headed', () => {
  it('automatically passes any Rally Test it is called upon to make', () => {
    const state = opened(hotHeaded);
    const cards = state.players.a.deck.piles.drawPile.length;
    const taken = unitDisciplineTest(hotHeaded, state, 'a-rifles', 'rallyTest');
    assert.equal(taken.passed, true);
    assert.equal(taken.event.text, 'Rifles a-rifles passes its Rally Test without a card');
    assert.equal(state.players.a.deck.piles.drawPile.length, cards);
  });

  it('other Discipline Tests draw a card as usual', () => {
    const state = opened(hotHeaded);
    const taken = unitDisciplineTest(hotHeaded, state, 'a-rifles', 'suppressionTest');
    assert.match(taken.event.text, /takes a Suppression Test at 6: card \d+/);
  });
});

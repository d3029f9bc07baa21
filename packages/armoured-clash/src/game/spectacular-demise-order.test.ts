import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { Face } from '../dice/faces.js';
import { opened } from '../testing/clash-fixture.js';
import { SPECTACULAR_DEMISE, aWithinBlast, lastTankAt } from '../testing/demise-fixture.js';
import { skirmishWith } from '../testing/melee-fixture.js';
import { seedShowing } from '../testing/unit-state-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameEvent } from './events.js';
import { destroyModels } from './losses.js';
import { nextDecision } from './next-decision.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';

const RULE = 'glossary: Spectacular Demise (X)';
const setup = skirmishWith({ 'b-tanks': { rules: SPECTACULAR_DEMISE } });

/**
 * B's Tanks down to one model at (24, 20), A's Tanks 2" south of it and A's
 * Rifles 5.5" west (both within 8"); its last model Destroyed with the die
 * seeded to a Blank: a Cataclysmic Detonation against both, waiting for B's order.
 */
function detonated(): GameState {
  const state = opened(setup);
  const tanks = lastTankAt(state);
  aWithinBlast(state);
  state.rng = seedRng(seedShowing(Face.blank));
  destroyModels(setup, state, tanks, 1, undefined);
  return state;
}

/** The units the blast's attacks hit, in the order they were made. */
function attacked(events: readonly GameEvent[]): (string | undefined)[] {
  return events
    .filter((e) => e.kind === 'rangedAttack')
    .map((e) => /hits (\S+ \S+) \(/.exec(e.text)?.[1]);
}

describe(`${RULE}: the order of a Detonation's attacks`, () => {
  it('glossary: Spectacular Demise (X): "This unit\'s General chooses the order" — General B, whose unit it was (not A, who rolled), is asked first, each unit first listed', () => {
    const state = detonated();
    const decision = nextDecision(setup, state);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [
      { kind: 'demiseOrder', units: ['a-tanks', 'a-rifles'] },
      { kind: 'demiseOrder', units: ['a-rifles', 'a-tanks'] },
    ]);
    assert.match(decision?.prompt ?? '', /Cataclysmic Detonation: choose the order of its attacks/);
  });

  it('glossary: Spectacular Demise (X): the attacks are made in the order given, farthest first if so chosen, each with its Check for Suppression', () => {
    const { state, events } = applyChoice(setup, detonated(), {
      kind: 'demiseOrder',
      units: ['a-rifles', 'a-tanks'],
    });
    assert.equal(
      events[0]?.text,
      `General B orders Tanks b-tanks's Cataclysmic Detonation: Rifles a-rifles, then Tanks a-tanks (${RULE})`,
    );
    assert.deepEqual(attacked(events), ['Rifles a-rifles', 'Tanks a-tanks']);
    assert.equal(state.demiseBlasts, undefined);
    const other = applyChoice(setup, detonated(), {
      kind: 'demiseOrder',
      units: ['a-tanks', 'a-rifles'],
    });
    assert.deepEqual(attacked(other.events), ['Tanks a-tanks', 'Rifles a-rifles']);
  });

  it('glossary: Spectacular Demise (X): an order that does not name each unit attacked once is refused, naming them; any other choice waits for the order', () => {
    const state = detonated();
    for (const units of [['a-tanks'], ['a-tanks', 'a-tanks'], ['a-tanks', 'b-rifles']]) {
      assert.throws(
        () => applyChoice(setup, state, { kind: 'demiseOrder', units }),
        (e) =>
          e instanceof IllegalChoice &&
          e.rule === RULE &&
          e.message.includes('units: the order must name each unit') &&
          e.message.includes('a-tanks, a-rifles'),
      );
    }
    assert.throws(
      () => applyChoice(setup, state, { kind: 'hold' }),
      (e) => e instanceof IllegalChoice && e.message.includes('first chooses the order'),
    );
    assert.throws(
      () => applyChoice(setup, opened(setup), { kind: 'demiseOrder', units: ['a-tanks'] }),
      (e) => e instanceof IllegalChoice && e.message.includes('no demise waits'),
    );
  });
});

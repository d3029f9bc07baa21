import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../testing/clash-fixture.js';
import { OPENING_CHOICES, rifles } from '../testing/game-fixture.js';
import { skirmishWith } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { nextDecision } from './next-decision.js';
import { RECORD_FORMAT, replay } from './record.js';
import type { GameState } from './state.js';

/** A's rifles with Support (`trait`); A's tanks moved `gap` inches east of the rifles' rank. */
function game(trait: string, gap: number): { setup: GameSetup; state: GameState } {
  const setup = skirmishWith({ 'a-rifles': { rules: [{ name: `Support (${trait})` }] } });
  const state = opened(setup);
  moveTanks(state, gap);
  return { setup, state };
}

/** Moves A's tanks `gap` inches east of the A rifles' rank, level with it. */
function moveTanks(state: GameState, gap: number): void {
  const rank = state.units['a-rifles']?.models ?? [];
  const tanks = state.units['a-tanks'];
  if (tanks === undefined) throw new RangeError('a-tanks');
  // The rifles' rank ends half a base (0.5") east of its last centre; a tank is 2" wide.
  const east = Math.max(...rank.map((m) => m.x)) + 0.5 + gap + 1;
  const first = tanks.models[0];
  if (first === undefined) throw new RangeError('a-tanks');
  const dx = east - Math.min(...tanks.models.map((m) => m.x));
  const dy = (rank[0]?.y ?? 0) - first.y;
  tanks.models = tanks.models.map((m) => ({ ...m, x: m.x + dx, y: m.y + dy }));
}

/** The A rifles Activate and do nothing. */
function riflesActivation(setup: GameSetup, state: GameState): GameState {
  let now = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
  now = applyChoice(setup, now, { kind: 'hold' }).state;
  return applyChoice(setup, now, { kind: 'hold' }).state;
}

const activateTanks: Choice = { kind: 'activate', unit: 'a-tanks' };

describe('glossary: Support (X)', () => {
  it('at the end of its Activation its General may Activate a friendly X unit within 3"', () => {
    const { setup, state } = game('Armour', 2.5);
    const offered = riflesActivation(setup, state);
    const decision = nextDecision(setup, offered);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [activateTanks, { kind: 'declineSupport' }]);
    let now = applyChoice(setup, offered, activateTanks).state;
    assert.equal(now.activation?.unit, 'a-tanks');
    now = applyChoice(setup, now, { kind: 'hold' }).state;
    now = applyChoice(setup, now, { kind: 'hold' }).state;
    // Then the turn passes to the other General as usual.
    assert.equal(now.turn, 'b');
    assert.equal(now.support, undefined);
  });

  it('the follow-up Activation is optional: declined, the turn passes', () => {
    const { setup, state } = game('Armour', 2.5);
    const { state: after, events } = applyChoice(setup, riflesActivation(setup, state), {
      kind: 'declineSupport',
    });
    assert.equal(after.turn, 'b');
    assert.equal(after.support, undefined);
    assert.equal(events[0]?.text, 'Rifles a-rifles Supports no unit');
  });

  it('only the units it may Activate: another Ready unit is refused while the offer stands', () => {
    const base = game('Armour', 2.5).setup;
    // A third unit of A's, Infantry (not Armour), beside the rifles.
    const setup: GameSetup = {
      ...base,
      generals: {
        ...base.generals,
        a: { ...base.generals.a, units: [...base.generals.a.units, rifles('a-scouts')] },
      },
    };
    const scouts: Choice = { kind: 'deploy', unit: 'a-scouts', at: [3, 6], facing: 90 };
    const choices = [...OPENING_CHOICES.slice(0, 4), scouts, ...OPENING_CHOICES.slice(4)];
    const state = replay({ format: RECORD_FORMAT, setup, seed: 1, choices }).state;
    moveTanks(state, 2.5);
    const offered = riflesActivation(setup, state);
    assert.deepEqual(offered.support?.units, ['a-tanks']);
    assert.throws(() => applyChoice(setup, offered, { kind: 'activate', unit: 'a-scouts' }), {
      rule: 'glossary: Support (X)',
      message: 'a-scouts is not a unit a-rifles may Activate',
    });
    assert.throws(
      () => applyChoice(setup, state, { kind: 'declineSupport' }),
      /no Support is offered/,
    );
  });

  it('no offer beyond 3", without the X Trait, or for a unit already Activated', () => {
    const far = game('Armour', 3.5);
    assert.equal(riflesActivation(far.setup, far.state).turn, 'b');
    const infantry = game('Infantry', 2.5);
    assert.equal(riflesActivation(infantry.setup, infantry.state).support, undefined);
    const done = game('Armour', 2.5);
    done.state.units['a-tanks']?.statuses.push('activated');
    assert.equal(riflesActivation(done.setup, done.state).support, undefined);
  });
});

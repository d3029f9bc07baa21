import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { airSkirmish, fightersArrived, withAntiAir } from '../../testing/aircraft-fixture.js';
import { rifles, tanks } from '../../testing/game-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { GameSetup } from '../army.js';
import { nextDecision } from '../next-decision.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';

/** The air skirmish where B's rifles reach Aerial targets at 48" with 2 dice per column. */
function longAntiAir(): GameSetup {
  const base = airSkirmish();
  return {
    ...base,
    generals: {
      ...base.generals,
      b: {
        ...base.generals.b,
        units: [withAntiAir(rifles('b-rifles'), 48, 2), withAntiAir(tanks('b-tanks'), 8)],
      },
    },
  };
}

/** B's rifles Activated and holding still, to their Attack Step; A declines every Reaction. */
function toAttackStep(setup: GameSetup, state: GameState): GameState {
  let now = applyChoice(setup, state, { kind: 'activate', unit: 'b-rifles' }).state;
  for (let step = 0; step < 6 && now.activation?.step !== 'attack'; step++) {
    const decision = nextDecision(setup, now);
    const react = decision?.options.find((o) => o.kind === 'noReaction');
    now = applyChoice(setup, now, react ?? { kind: 'hold' }).state;
  }
  return now;
}

describe('rulebook p.50 Incoming Aircraft', () => {
  it('an Incoming Aircraft unit in range and sight is never listed as the target of an Attack Step, and choosing it is refused under p.50', () => {
    const setup = longAntiAir();
    const state = fightersArrived(setup);
    state.turn = 'b';
    const attack = toAttackStep(setup, state);
    assert.equal(attack.activation?.step, 'attack');
    const targets = (nextDecision(setup, attack)?.options ?? []).flatMap((o) =>
      o.kind === 'rangedAttack' ? [o.target] : [],
    );
    assert.ok(!targets.includes('a-fighters'), `targets: ${targets.join(', ')}`);
    assert.throws(
      () => applyChoice(setup, attack, { kind: 'rangedAttack', target: 'a-fighters' }),
      (e) => e instanceof IllegalChoice && e.rule === 'rulebook p.50 Incoming Aircraft',
    );
  });
});

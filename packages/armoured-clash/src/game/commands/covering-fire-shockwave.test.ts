import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../../testing/clash-fixture.js';
import { setHand } from '../../testing/command-fixture.js';
import { cardOnTop } from '../../testing/melee-fixture.js';
import { momentFiller } from '../../testing/moments-fixture.js';
import { COVERING_FIRE, coveringSkirmish } from '../../testing/targeted-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { ArmyUnit, GameSetup } from '../army.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import type { GameState } from '../state.js';
import { kinds } from '../../testing/event-readers.js';

/** The covering skirmish with A's Tanks given Shockwave. */
function shockwaveSetup(): GameSetup {
  const base = coveringSkirmish();
  const shockwave = (unit: ArmyUnit): ArmyUnit =>
    unit.id === 'a-tanks'
      ? { ...unit, specialRules: [...unit.specialRules, { name: 'Shockwave' }] }
      : unit;
  return {
    ...base,
    generals: {
      ...base.generals,
      a: { ...base.generals.a, units: base.generals.a.units.map(shockwave) },
    },
  };
}

const setup = shockwaveSetup();

/**
 * A's Tanks Activated (Officer at (24, 5)); A's Rifles, Suppressed, their rank
 * across x 21-27 at y = 8 in the Tanks' path, will draw a card of Value 12
 * (failed: they Fall Back); B's Rifles' rank across x 9-14 at y = 10. A holds
 * no card, B Covering Fire.
 */
function tanksActivated(): GameState {
  const state = opened(setup);
  const rifles = state.units['a-rifles'];
  const enemies = state.units['b-rifles'];
  if (rifles === undefined || enemies === undefined) throw new RangeError('no rifles');
  rifles.models = rifles.models.map((m) => ({ ...m, x: m.x + 14, y: m.y + 2 }));
  rifles.statuses.push('suppressed');
  enemies.models = enemies.models.map((m) => ({ ...m, x: m.x + 2, y: m.y - 20 }));
  setHand(state, 'a', []);
  setHand(state, 'b', [COVERING_FIRE]);
  cardOnTop(state, 'a', momentFiller(12));
  return applyChoice(setup, state, { kind: 'activate', unit: 'a-tanks' }).state;
}

const DOUBLE_TIME: Choice = { kind: 'doubleTime', at: [24, 15], facing: 90 };
const letItGo: Choice = { kind: 'enemyEndsMove' };
const covering: Choice = { kind: 'enemyEndsMove', unit: 'b-rifles', command: COVERING_FIRE };

describe('rulebook p.37 Issuing Commands: Covering Fire after a Fall Back in the Movement Step', () => {
  it("glossary: Shockwave, rulebook p.37 Issuing Commands: A's Rifles Fall Back from the Tanks' Shockwave, ending 8\" from B's Rifles: B is offered Covering Fire for that move first, then, let go, for the Tanks' own Double Time ending 9\" away", () => {
    const moved = applyChoice(setup, tanksActivated(), DOUBLE_TIME);
    assert.deepEqual(kinds(moved.events), [
      'doubleTime',
      'shockwave',
      'suppressionTest',
      'fallBack',
      'enemyEndsMove',
    ]);
    assert.deepEqual(moved.state.enemyEndedMove, {
      endsActivation: true,
      movers: ['a-rifles'],
      goesOn: 'movementStep',
    });
    assert.deepEqual(nextDecision(setup, moved.state)?.options, [letItGo, covering]);
    const passed = applyChoice(setup, moved.state, letItGo);
    assert.deepEqual(kinds(passed.events), ['enemyEndsMove']);
    assert.deepEqual(passed.state.enemyEndedMove, { endsActivation: true });
    assert.deepEqual(nextDecision(setup, passed.state)?.options, [letItGo, covering]);
  });

  it("rulebook p.38 Command Limits: Covering Fire issued at the Rifles' Fall Back, B's Rifles Go On Lookout and the Tanks' own end of move does not wait: the Activation ends", () => {
    const moved = applyChoice(setup, tanksActivated(), DOUBLE_TIME);
    const covered = applyChoice(setup, moved.state, covering);
    assert.deepEqual(covered.state.units['b-rifles']?.statuses, ['onLookout']);
    assert.equal(covered.state.enemyEndedMove, undefined);
    assert.equal(covered.state.activation, undefined);
  });
});

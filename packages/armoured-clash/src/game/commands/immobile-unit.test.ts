import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setHand } from '../../testing/command-fixture.js';
import { OPENING_CHOICES } from '../../testing/game-fixture.js';
import { MOMENT_CARD, momentsSkirmish } from '../../testing/moments-fixture.js';
import type { GameSetup } from '../army.js';
import { applyChoice } from '../apply-choice.js';
import { nextDecision } from '../next-decision.js';
import { RECORD_FORMAT, replay } from '../record.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';

/** The moments skirmish with A's tanks (at (24, 5), facing north) given Speed `speed`. */
function tanksOfSpeed(speed: number): GameSetup {
  return momentsSkirmish((u) => (u.id === 'a-tanks' ? { ...u, speed } : u));
}

/** A's tanks Activated, in their Movement Step, A holding Forced March. */
function tanksMoving(setup: GameSetup): GameState {
  const state = replay({ format: RECORD_FORMAT, setup, seed: 11, choices: OPENING_CHOICES }).state;
  setHand(state, 'a', [MOMENT_CARD.forcedMarch]);
  setHand(state, 'b', []);
  return applyChoice(setup, state, { kind: 'activate', unit: 'a-tanks' }).state;
}

function doubleTimeConstraint(setup: GameSetup, state: GameState) {
  return nextDecision(setup, state)?.constraints?.find((c) => c.kind === 'doubleTime');
}

describe('rulebook p.12 Attributes: Speed — a unit of Speed 0 cannot move', () => {
  it('rulebook p.12 Speed, p.13 Modifiers: Forced March is not offered with the Double Time of a Speed 0 unit, and issuing it is refused: the unit is not moved 2"', () => {
    const setup = tanksOfSpeed(0);
    const state = tanksMoving(setup);
    assert.deepEqual(doubleTimeConstraint(setup, state), {
      kind: 'doubleTime',
      unit: 'a-tanks',
      limit: 0,
      commands: [],
    });
    assert.throws(
      () =>
        applyChoice(setup, state, {
          kind: 'doubleTime',
          at: [24, 6.5],
          facing: 90,
          command: MOMENT_CARD.forcedMarch,
        }),
      (error: unknown) =>
        error instanceof IllegalChoice &&
        error.rule === 'rulebook p.12 Attributes: Speed' &&
        error.message ===
          'Tanks a-tanks has Speed 0 and cannot move: no Command adding to its Movement Limit can be issued to it',
    );
    const officer = state.units['a-tanks']?.models[0];
    assert.deepEqual([officer?.x, officer?.y], [24, 5]);
  });

  it('rulebook p.24 Double Time: the same unit with Speed 6 is offered Forced March', () => {
    const setup = tanksOfSpeed(6);
    assert.deepEqual(doubleTimeConstraint(setup, tanksMoving(setup)), {
      kind: 'doubleTime',
      unit: 'a-tanks',
      limit: 12,
      commands: [MOMENT_CARD.forcedMarch],
    });
  });
});

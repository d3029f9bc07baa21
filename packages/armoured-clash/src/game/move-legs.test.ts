import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkMove } from '../battlefield/movement/check-move.js';
import { OPENING_CHOICES, skirmish } from '../testing/game-fixture.js';
import { applyChoice } from './apply-choice.js';
import { CHOICE_FORMAT } from './choice-shape.js';
import type { At, Choice } from './choice.js';
import { plannedManoeuvre } from './movement-step.js';
import { RECORD_FORMAT, replay } from './record.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';

const setup = skirmish();
/** A's rifles (Speed 4", Officer at (10, 6), facing north) Activated, in their Movement Step. */
function riflesMoving(): GameState {
  return replay({
    format: RECORD_FORMAT,
    setup,
    seed: 1,
    choices: [...OPENING_CHOICES, { kind: 'activate', unit: 'a-rifles' }],
  }).state;
}
const refusedUnder = (rule: string, message?: RegExp) => (e: unknown) =>
  e instanceof IllegalChoice && e.rule === rule && (message?.test(e.message) ?? true);

describe('rulebook p.16 Moving a Unit: a move broken into smaller straight moves', () => {
  it('rulebook p.16 Moving a Unit: an Advance through a point: the Officer follows both legs and ends where chosen, the distance used is the sum of the legs', () => {
    const state = riflesMoving();
    const via: At[] = [[11, 7]];
    const move = plannedManoeuvre(
      setup,
      state,
      'a-rifles',
      'advance',
      [10, 8],
      90,
      0,
      undefined,
      via,
    );
    const checked = checkMove(tableOf(setup, state), move);
    assert.ok(checked.legal);
    const officer = state.units['a-rifles']?.officer ?? '';
    assert.ok(Math.abs((checked.used.get(officer) ?? NaN) - 2 * Math.SQRT2) < 1e-9);
    const { state: after } = applyChoice(setup, state, {
      kind: 'advance',
      at: [10, 8],
      facing: 90,
      via,
    });
    const moved = after.units['a-rifles']?.models.find((m) => m.id === officer);
    assert.deepEqual([moved?.x, moved?.y], [10, 8]);
  });

  it('rulebook p.16 Movement Limit: legs that add up past the Movement Limit are refused, though the straight move to the same point is within it', () => {
    const state = riflesMoving();
    const straight: Choice = { kind: 'advance', at: [10, 8], facing: 90 };
    assert.doesNotThrow(() => applyChoice(setup, state, straight));
    assert.throws(
      () => applyChoice(setup, state, { ...straight, via: [[13, 7]] }),
      refusedUnder('rulebook p.16 Movement Limit'),
    );
  });

  it('rulebook p.16 Moving a Unit: legs that are not points are refused as malformed, saying where', () => {
    assert.throws(
      () =>
        applyChoice(setup, riflesMoving(), {
          kind: 'advance',
          at: [10, 8],
          facing: 90,
          via: [[1]],
        } as unknown as Choice),
      refusedUnder(CHOICE_FORMAT, /^advance: via must be a list of points/),
    );
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { faceToFace } from '../testing/melee-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import { ruleBroken } from '../testing/move-verdicts-fixture.js';
import type { At } from './choice.js';
import { freeAdvanceAllowed } from './free-advance-allowed.js';
import { plannedFreeAdvance } from './free-advance.js';
import { manoeuvreAllowed } from './manoeuvre-allowed.js';
import { movementLimit } from './manoeuvre-limits.js';
import { plannedManoeuvre } from './movement-step.js';
import { tableOf } from './table-of.js';

/** The unit moved: its Officer deployed at (30, 5) facing 90 degrees, nothing ahead of it. */
const UNIT = 'a-tanks';

/** Inches past the Advance's Movement Limit the Officer ends: within the Double Time's. */
const PAST_ADVANCE = 1;

describe('checkedBefore: the memo of the last manoeuvre checked on a table', () => {
  const setup = skirmish();
  const state = faceToFace(setup);
  const advance = movementLimit(setup, UNIT, 'advance', state.units);
  const officer = state.units[UNIT]?.models[0];
  assert.ok(officer !== undefined);
  // Straight ahead, past the Advance's reach: a Double Time gets there, an Advance does not.
  const at: At = [officer.x, officer.y + advance + PAST_ADVANCE];
  const facing = 90;

  it('rulebook p.24 Advance and Double Time: a Double Time found legal does not let an Advance to the same place through (the limit keys the memo)', () => {
    const table = tableOf(setup, state);
    assert.equal(manoeuvreAllowed(setup, state, UNIT, 'doubleTime', at, facing, 0, table), true);
    assert.equal(
      ruleBroken(() => plannedManoeuvre(setup, state, UNIT, 'advance', at, facing, 0, table)),
      'rulebook p.16 Movement Limit',
    );
  });

  it('rulebook p.24: an Advance found illegal does not refuse a Double Time to the same place', () => {
    const table = tableOf(setup, state);
    assert.equal(manoeuvreAllowed(setup, state, UNIT, 'advance', at, facing, 0, table), false);
    assert.equal(
      ruleBroken(() => plannedManoeuvre(setup, state, UNIT, 'doubleTime', at, facing, 0, table)),
      undefined,
    );
  });

  it('glossary: Hit & Run (X"): a free Advance of the Advance’s own limit gets the Advance’s verdict, a longer one its own', () => {
    const table = tableOf(setup, state);
    assert.equal(manoeuvreAllowed(setup, state, UNIT, 'doubleTime', at, facing, 0, table), true);
    assert.equal(
      ruleBroken(() => plannedFreeAdvance(setup, state, UNIT, at, facing, advance)),
      'rulebook p.16 Movement Limit',
    );
    assert.equal(freeAdvanceAllowed(setup, state, UNIT, at, facing, advance, table), false);
    const longer = advance + PAST_ADVANCE;
    assert.equal(freeAdvanceAllowed(setup, state, UNIT, at, facing, longer, table), true);
    assert.equal(
      ruleBroken(() => plannedFreeAdvance(setup, state, UNIT, at, facing, longer)),
      undefined,
    );
  });
});

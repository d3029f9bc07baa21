import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setHand } from '../../testing/command-fixture.js';
import { OPENING_CHOICES } from '../../testing/game-fixture.js';
import { COVERING_FIRE, coveringSkirmish } from '../../testing/targeted-fixture.js';
import type { At, Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import { RECORD_FORMAT, replay } from '../record.js';
import type { GameState } from '../state.js';
import { play } from '../../testing/play-fixture.js';

const setup = coveringSkirmish();
const doubleTime: Choice = { kind: 'doubleTime', at: [24, 17], facing: 90 };
const letItGo: Choice = { kind: 'enemyEndsMove' };
const covering = (unit: string): Choice => ({
  kind: 'enemyEndsMove',
  unit,
  command: COVERING_FIRE,
});

/**
 * A's Tanks end a Double Time 8" from B's Tanks, B's Rifles deployed at
 * `rifles` (within 10" too), B holding Covering Fire; the Rifles Disordered
 * before the move when `disordered`.
 */
function endsMove(rifles: At, disordered: boolean): GameState {
  const opening = OPENING_CHOICES.map((c) => {
    if (c.kind === 'deploy' && c.unit === 'b-tanks') return { ...c, at: [24, 28] as const };
    if (c.kind === 'deploy' && c.unit === 'b-rifles') return { ...c, at: rifles };
    return c;
  });
  const choices = [...opening, { kind: 'activate', unit: 'a-tanks' } as const];
  const state = replay({ format: RECORD_FORMAT, setup, seed: 11, choices }).state;
  setHand(state, 'a', []);
  setHand(state, 'b', [COVERING_FIRE]);
  if (disordered) state.units['b-rifles']!.statuses.push('disordered');
  return play(setup, state, [doubleTime]).state;
}

describe('rulebook p.37 Covering Fire: the units offered, closest first', () => {
  it('rulebook p.37 Covering Fire: each unit within 10" with its card, closest to the unit that ended its move first', () => {
    // The Rifles stand further than the Tanks (8.38" to 8").
    assert.deepEqual(nextDecision(setup, endsMove([18, 27], false))?.options, [
      letItGo,
      covering('b-tanks'),
      covering('b-rifles'),
    ]);
    // The Rifles stand no further than the Tanks: first.
    assert.deepEqual(nextDecision(setup, endsMove([29, 27], false))?.options, [
      letItGo,
      covering('b-rifles'),
      covering('b-tanks'),
    ]);
  });

  it('rulebook p.38 Issuing Commands: a Disordered unit takes no Command wherever it stands: it is left out, the order of the rest unchanged', () => {
    for (const rifles of [
      [18, 27],
      [29, 27],
    ] as const) {
      assert.deepEqual(nextDecision(setup, endsMove(rifles, true))?.options, [
        letItGo,
        covering('b-tanks'),
      ]);
    }
  });
});

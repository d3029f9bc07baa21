import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { skirmish } from '../testing/game-fixture.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { nextDecision } from './next-decision.js';
import { RECORD_FORMAT, replay } from './record.js';
import { A_TANKS_IN_RESERVE } from '../testing/reserves-fixture.js';

/** The skirmish (two Rounds: Round 2 is the final one) with A's tanks holding `rules`. */
function tanksWith(rules: GameSetup['generals']['a']['units'][number]['specialRules']): GameSetup {
  const base = skirmish();
  const units = base.generals.a.units.map((u) =>
    u.id === 'a-tanks' ? { ...u, specialRules: [...u.specialRules, ...rules] } : u,
  );
  return { ...base, generals: { ...base.generals, a: { ...base.generals.a, units } } };
}

const rapid = tanksWith([{ name: 'Rapid Response' }]);
const plain = tanksWith([]);

/** A's tanks in Reserve; Round 1's Ready Phase up to its Deploy Reserves step. */
const ROUND_1 = A_TANKS_IN_RESERVE;
/** Hull 3" deep, facing up the table: its centre 1.5" from the south edge touches it. */
const ARRIVE: Choice = { kind: 'deployReserve', unit: 'a-tanks', at: [24, 1.5], facing: 90 };
/** A keeps the Rapid Response tanks in Reserve in Round 1; every unit holds, to the final Round's (Round 2's) Ready Phase. */
const TO_FINAL_ROUND: Choice[] = [
  ...ROUND_1,
  { kind: 'stopReserves' },
  ...(['a-rifles', 'b-rifles', 'b-tanks'] as const).flatMap((unit): Choice[] => [
    { kind: 'activate', unit },
    { kind: 'hold' },
    { kind: 'hold' },
  ]),
  { kind: 'surrender' },
  { kind: 'surrender' },
  { kind: 'discard', cards: [] },
  { kind: 'discard', cards: [] },
];

function play(setup: GameSetup, choices: readonly Choice[]) {
  return replay({ format: RECORD_FORMAT, setup, seed: 4, choices });
}

describe('glossary: Rapid Response (rulebook p.21 Deploy Reserves)', () => {
  it('glossary: Rapid Response: the Deploy Reserves step of the first Round is not skipped; the unit may arrive in it', () => {
    const { state, illegal } = play(rapid, ROUND_1);
    assert.equal(illegal, undefined);
    assert.equal(state.round, 1);
    assert.equal(state.stage, 'deployReserves');
    const constraint = nextDecision(rapid, state)?.constraints?.[0];
    assert.equal(constraint?.kind, 'deployReserve');
    assert.deepEqual(constraint?.kind === 'deployReserve' ? constraint.units : [], ['a-tanks']);
    const arrived = play(rapid, [...ROUND_1, ARRIVE]);
    assert.equal(arrived.illegal, undefined);
    assert.equal(arrived.state.units['a-tanks']?.deployed, true);
    assert.equal(arrived.state.stage, 'activation');
  });

  it('rulebook p.21: without Rapid Response the first Round has no Deploy Reserves step', () => {
    const { state } = play(plain, ROUND_1);
    assert.equal(state.stage, 'activation');
    assert.equal(
      play(plain, [...ROUND_1, ARRIVE]).illegal?.rule,
      'the game sequence (rulebook p.20)',
    );
  });

  it('glossary: Rapid Response: ignores Lost Opportunity (rulebook p.21): the unit may arrive in the final Round', () => {
    const { state, illegal } = play(rapid, TO_FINAL_ROUND);
    assert.equal(illegal, undefined);
    assert.equal(state.round, 2);
    assert.equal(state.stage, 'deployReserves');
    const arrived = play(rapid, [...TO_FINAL_ROUND, ARRIVE]);
    assert.equal(arrived.illegal, undefined);
    assert.equal(arrived.state.units['a-tanks']?.deployed, true);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setHand } from '../testing/command-fixture.js';
import { OPENING_CHOICES } from '../testing/game-fixture.js';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import { MOMENT_CARD, momentsSkirmish } from '../testing/moments-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { At, Choice } from './choice.js';
import { RECORD_FORMAT, replay } from './record.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';

const refusedUnder = (rule: string) => (e: unknown) =>
  e instanceof IllegalChoice && e.rule === rule;

function officerAt(state: GameState, unitId: string): [number | undefined, number | undefined] {
  const unit = state.units[unitId];
  const officer = unit?.models.find((m) => m.id === unit.officer);
  return [officer?.x, officer?.y];
}

describe('rulebook p.16 Moving a Unit: a Charge broken into legs', () => {
  const setup = skirmishWith({});
  /** A's rifles (Speed 4": a Charge of 8", Officer at (10, 6)) Activated, B's rank 5" north at y = 12. */
  function charging(): GameState {
    return applyChoice(setup, faceToFace(setup), { kind: 'activate', unit: 'a-rifles' }).state;
  }
  const charge = (via: At[]): Choice => ({
    kind: 'charge',
    target: 'b-rifles',
    at: [10, 11],
    facing: 90,
    via,
  });

  it('rulebook p.16 Moving a Unit: a Charge through (13, 8.5), 7.81" in two legs, is made and ends in contact where chosen', () => {
    const { state, events } = applyChoice(setup, charging(), charge([[13, 8.5]]));
    assert.ok(events.some((e) => e.kind === 'charge'));
    assert.deepEqual(officerAt(state, 'a-rifles'), [10, 11]);
  });

  it('rulebook p.16 Movement Limit: a Charge through (14, 8.5), 9.43" in two legs, is refused, though the straight Charge is 5"', () => {
    assert.throws(
      () => applyChoice(setup, charging(), charge([[14, 8.5]])),
      refusedUnder('rulebook p.16 Movement Limit'),
    );
    assert.doesNotThrow(() => applyChoice(setup, charging(), charge([])));
  });
});

describe('rulebook p.16 Moving a Unit: a Double Time issued with a Command, broken into legs', () => {
  const setup = momentsSkirmish();
  /** A's tanks (Speed 6": a Double Time of 12", Officer at (24, 5)) Activated, A holding Forced March (+2"). */
  function movementStep(): GameState {
    const state = replay({
      format: RECORD_FORMAT,
      setup,
      seed: 11,
      choices: OPENING_CHOICES,
    }).state;
    setHand(state, 'a', [MOMENT_CARD.forcedMarch]);
    setHand(state, 'b', []);
    return applyChoice(setup, state, { kind: 'activate', unit: 'a-tanks' }).state;
  }
  const doubleTime = (via: At[]): Choice => ({
    kind: 'doubleTime',
    at: [24, 17],
    facing: 90,
    via,
    command: MOMENT_CARD.forcedMarch,
  });

  it('rulebook p.16 Moving a Unit: Forced March through (27, 11), 13.42" in two legs within 12" + 2", is made once the Command is received', () => {
    const { state, events } = applyChoice(setup, movementStep(), doubleTime([[27, 11]]));
    assert.deepEqual(events.map((e) => e.kind).slice(0, 4), [
      'command',
      'interference',
      'commandReceived',
      'doubleTime',
    ]);
    assert.deepEqual(officerAt(state, 'a-tanks'), [24, 17]);
  });

  it('rulebook p.16 Movement Limit: through (28, 11), 14.42" in two legs, it is refused; the same legs without the Command too', () => {
    assert.throws(
      () => applyChoice(setup, movementStep(), doubleTime([[28, 11]])),
      refusedUnder('rulebook p.16 Movement Limit'),
    );
    const plain: Choice = { kind: 'doubleTime', at: [24, 17], facing: 90, via: [[27, 11]] };
    assert.throws(
      () => applyChoice(setup, movementStep(), plain),
      refusedUnder('rulebook p.16 Movement Limit'),
    );
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setHand } from '../testing/command-fixture.js';
import { OPENING_CHOICES } from '../testing/game-fixture.js';
import { MOMENT_CARD, momentsSkirmish } from '../testing/moments-fixture.js';
import type { ArmyUnit } from './army.js';
import { applyChoice } from './apply-choice.js';
import { nextDecision } from './next-decision.js';
import { RECORD_FORMAT, replay } from './record.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';

const SOAR_SPEED = 12;
/** The moments skirmish with A's Rifles able to Soar (12"). */
const setup = momentsSkirmish((unit: ArmyUnit): ArmyUnit =>
  unit.id === 'a-rifles'
    ? { ...unit, specialRules: [...unit.specialRules, { name: 'Soar', x: SOAR_SPEED }] }
    : unit,
);

/** A's turn to Activate a unit, A holding Field Repairs, B no card (no Interference). */
function activationPhase(): GameState {
  const state = replay({ format: RECORD_FORMAT, setup, seed: 11, choices: OPENING_CHOICES }).state;
  setHand(state, 'a', [MOMENT_CARD.fieldRepairs]);
  setHand(state, 'b', []);
  return state;
}

describe('glossary: Soar (X") with a Command issued to the Activation (rulebook p.22)', () => {
  it('glossary: Soar (X"), rulebook p.37: the Activation may be declared Soaring with a Command; received, the unit Soars once the Command is settled', () => {
    const state = activationPhase();
    const soaring = (nextDecision(setup, state)?.options ?? []).filter(
      (o) => o.kind === 'activate' && o.soar === true,
    );
    assert.deepEqual(soaring, [
      { kind: 'activate', unit: 'a-rifles', soar: true },
      { kind: 'activate', unit: 'a-rifles', command: MOMENT_CARD.fieldRepairs, soar: true },
    ]);
    const { state: after, events } = applyChoice(setup, state, {
      kind: 'activate',
      unit: 'a-rifles',
      command: MOMENT_CARD.fieldRepairs,
      soar: true,
    });
    assert.deepEqual(
      events.map((e) => e.kind).filter((k) => ['command', 'commandReceived', 'soar'].includes(k)),
      ['command', 'commandReceived', 'soar'],
    );
    assert.deepEqual(after.units['a-rifles']?.soaring, {
      rule: 'glossary: Soar (X")',
      speed: SOAR_SPEED,
      category: 'aerial',
      size: 10,
    });
    assert.deepEqual(after.activation?.commandsIssued, ['a']);
  });

  it('glossary: Soar (X"): a unit without the rule cannot be declared Soaring with a Command either', () => {
    assert.throws(
      () =>
        applyChoice(setup, activationPhase(), {
          kind: 'activate',
          unit: 'a-tanks',
          command: MOMENT_CARD.fieldRepairs,
          soar: true,
        }),
      (error: unknown) => error instanceof IllegalChoice && error.rule === 'glossary: Soar (X")',
    );
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameSetup } from '../../game/army.js';
import { countsAsCommander } from '../../game/command-signals.js';
import { commandersSteady } from '../../game/commander.js';
import { RECORD_FORMAT, replay } from '../../game/record.js';
import { setupRuleProblems } from '../../game/setup-rules.js';
import type { GameState } from '../../game/state.js';
import { holding, withChanges } from '../../testing/aura-fixture.js';
import { tanks } from '../../testing/game-fixture.js';
import { transportSkirmish } from '../../game/transport/transport-fixture.js';

/** A's rifles (with Command Signals or not) Embarked on A's tanks at (24, 5); A's guns, Disordered, 4" from them. */
function game(signals: boolean): { setup: GameSetup; state: GameState } {
  const base = transportSkirmish(3, true, signals ? [{ name: 'Command Signals' }] : []);
  const setup: GameSetup = {
    ...base,
    generals: {
      ...base.generals,
      a: { ...base.generals.a, units: [...base.generals.a.units, tanks('a-guns')] },
    },
  };
  const state = replay({
    format: RECORD_FORMAT,
    setup,
    seed: 1,
    choices: [
      { kind: 'deploy', unit: 'a-tanks', at: [24, 5], facing: 90 },
      { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
      { kind: 'deploy', unit: 'a-guns', at: [32, 5], facing: 90 },
      { kind: 'deploy', unit: 'b-tanks', at: [24, 31], facing: 270 },
      { kind: 'giveInitiative', to: 'a' },
      { kind: 'discard', cards: [] },
      { kind: 'discard', cards: [] },
    ],
  }).state;
  state.units['a-guns']?.statuses.push('disordered');
  return { setup, state };
}

describe('glossary: Command Signals', () => {
  it('glossary: Command Signals: a known rule, a profile naming it is not reported', () => {
    const setup = withChanges({ 'a-tanks': holding({ name: 'Command Signals' }) });
    assert.deepEqual(setupRuleProblems(setup), []);
  });

  it('glossary: Command Signals: its Transport counts as having the Commander Trait while it is Embarked', () => {
    const carrying = game(true);
    assert.equal(carrying.state.units['a-rifles']?.embarked?.transport, 'a-tanks');
    assert.equal(countsAsCommander(carrying.setup, carrying.state.units, 'a-tanks'), true);
    assert.equal(countsAsCommander(carrying.setup, carrying.state.units, 'a-guns'), false);
    const plain = game(false);
    assert.equal(countsAsCommander(plain.setup, plain.state.units, 'a-tanks'), false);
  });

  it('glossary: Command Signals: rulebook p.49 Commander — a friendly unit within 6" of that Transport loses Disordered', () => {
    const carrying = game(true);
    const guns = carrying.state.units['a-guns'];
    assert.ok(guns !== undefined);
    const events = commandersSteady(carrying.setup, carrying.state, guns);
    assert.deepEqual(
      events.map((e) => e.text),
      ['Tanks a-guns is not Disordered: within 6" of Tanks a-tanks, a friendly Commander'],
    );
    assert.deepEqual(guns.statuses, []);
    const plain = game(false);
    const plainGuns = plain.state.units['a-guns'];
    assert.ok(plainGuns !== undefined);
    assert.deepEqual(commandersSteady(plain.setup, plain.state, plainGuns), []);
    assert.deepEqual(plainGuns.statuses, ['disordered']);
  });

  it('glossary: Command Signals: no longer once the unit is not Embarked (Annihilated)', () => {
    const carrying = game(true);
    const rifles = carrying.state.units['a-rifles'];
    assert.ok(rifles !== undefined);
    rifles.annihilated = true;
    assert.equal(countsAsCommander(carrying.setup, carrying.state.units, 'a-tanks'), false);
  });
});

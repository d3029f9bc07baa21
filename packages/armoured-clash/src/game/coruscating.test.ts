import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { coruscatingLine, coruscatingTanks } from '../testing/coruscating-fixture.js';
import { applyChoice } from './apply-choice.js';
import { nextDecision } from './next-decision.js';

describe('glossary: Coruscating', () => {
  const setup = coruscatingTanks();

  it('each unit the line touches, friend or foe, is attacked in turn, closest first; one it cannot acquire is skipped', () => {
    const state = coruscatingLine(setup);
    const { events } = applyChoice(setup, state, { kind: 'coruscatingAttack', bearing: 90 });
    const told = events
      .filter((e) => e.kind === 'rangedAttack' || e.kind === 'attackNotMade')
      .map((e) => e.text.replace(/:.*/, ''));
    assert.deepEqual(told, [
      'Tanks a-tanks fires at Rifles a-rifles',
      'Tanks a-tanks fires at Rifles b-rifles',
      'Tanks b-tanks is not attacked',
    ]);
    assert.match(
      events.find((e) => e.kind === 'attackNotMade')?.text ?? '',
      /cannot target its Target Category/,
    );
  });

  it('the line must be fully within the Officer’s Front Arc', () => {
    const state = coruscatingLine(setup);
    assert.throws(() => applyChoice(setup, state, { kind: 'coruscatingAttack', bearing: 180 }), {
      rule: 'glossary: Coruscating',
      message: "the line must be fully within the Officer's Front Arc",
    });
  });

  it('the row is not used against a single chosen target: lines towards units in the Front Arc are offered instead', () => {
    const state = coruscatingLine(setup);
    const options = nextDecision(setup, state)?.options ?? [];
    assert.ok(!options.some((o) => o.kind === 'rangedAttack' && o.target === 'b-rifles'));
    assert.ok(options.some((o) => o.kind === 'rangedAttack' && o.target === 'b-tanks'));
    const lines = options.flatMap((o) => (o.kind === 'coruscatingAttack' ? [o.bearing] : []));
    assert.deepEqual(lines, [90, 90, 90]);
    assert.throws(
      () => applyChoice(setup, state, { kind: 'rangedAttack', target: 'b-rifles' }),
      /along a line from the Officer/,
    );
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setHand } from '../testing/command-fixture.js';
import { OPENING_CHOICES } from '../testing/game-fixture.js';
import { MOMENT_CARD, momentsSkirmish } from '../testing/moments-fixture.js';
import type { ArmyUnit } from './army.js';
import type { Choice } from './choice.js';
import { nextDecision } from './next-decision.js';
import { RECORD_FORMAT, replay } from './record.js';

/** The moments skirmish with A's Rifles holding Locomotor Boosters. */
const setup = momentsSkirmish((unit: ArmyUnit): ArmyUnit =>
  unit.id === 'a-rifles'
    ? { ...unit, specialRules: [...unit.specialRules, { name: 'Locomotor Boosters' }] }
    : unit,
);

describe('glossary: Locomotor Boosters declared with a Command: the options (rulebook p.22)', () => {
  it('glossary: Locomotor Boosters, rulebook p.37: each Activation with a Command of a unit with the rule is listed with its Boosters declared too; a unit without the rule has none', () => {
    const state = replay({
      format: RECORD_FORMAT,
      setup,
      seed: 11,
      choices: OPENING_CHOICES,
    }).state;
    setHand(state, 'a', [MOMENT_CARD.fieldRepairs]);
    const rifles = state.units['a-rifles'];
    if (rifles !== undefined) rifles.damage = 1;
    const options = nextDecision(setup, state)?.options ?? [];
    const commanded = (boosted: boolean) =>
      options.filter(
        (o: Choice) =>
          o.kind === 'activate' &&
          o.command !== undefined &&
          (o.locomotorBoosters === true) === boosted,
      );
    assert.deepEqual(commanded(true), [
      {
        kind: 'activate',
        unit: 'a-rifles',
        command: MOMENT_CARD.fieldRepairs,
        locomotorBoosters: true,
      },
    ]);
    assert.ok(commanded(false).some((o) => o.kind === 'activate' && o.unit === 'a-tanks'));
  });
});

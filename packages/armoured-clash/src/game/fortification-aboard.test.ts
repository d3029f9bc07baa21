import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bunker } from '../testing/fortification-fixture.js';
import { skirmishWith } from '../testing/melee-fixture.js';
import type { GameSetup } from './army.js';
import { nextDecision } from './next-decision.js';
import { RECORD_FORMAT, replay } from './record.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';
import { embarkProblem } from './transport/embark.js';
import { defensibleHouse, withHouse } from '../testing/house-fixture.js';

/** Places a Transport unit carries per model (glossary: Capacity (X)). */
const CAPACITY = 3;

/**
 * The skirmish with A's tanks a Transport unit at (28, 5), a bunker beside
 * them at (24, 5) and a Defensible House 1" in front of the bunker: all
 * within 3" of the bunker (rulebook pp.30, 43).
 */
function fortifiedWithTransport(): GameSetup {
  const base = skirmishWith({
    'a-tanks': { rules: [{ name: 'Capacity', x: CAPACITY }], traits: ['Transport'] },
  });
  const fortified = {
    ...base,
    generals: {
      ...base.generals,
      a: { ...base.generals.a, units: [...base.generals.a.units, bunker('a-bunker')] },
    },
  };
  return withHouse(fortified, defensibleHouse({ centre: [24, 9] }));
}

/** Round 1, the bunker Activated, holding in its Movement Step: its Attack Step. */
function bunkerAttackStep(setup: GameSetup): GameState {
  return replay({
    format: RECORD_FORMAT,
    setup,
    seed: 1,
    choices: [
      { kind: 'deploy', unit: 'a-rifles', at: [10, 6], facing: 90 },
      { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
      { kind: 'deploy', unit: 'a-tanks', at: [28, 5], facing: 90 },
      { kind: 'deploy', unit: 'b-tanks', at: [24, 31], facing: 270 },
      { kind: 'deploy', unit: 'a-bunker', at: [24, 5], facing: 90 },
      { kind: 'giveInitiative', to: 'a' },
      { kind: 'discard', cards: [] },
      { kind: 'discard', cards: [] },
      { kind: 'activate', unit: 'a-bunker' },
      { kind: 'hold' },
    ],
  }).state;
}

describe('Fortifications, Transports and buildings', () => {
  it('rulebook p.46 Transport Capacity: a Fortification is not Infantry: its Attack Step offers no Embark nor Garrison (p.43), though a Transport and a Defensible Building stand within 3"', () => {
    const setup = fortifiedWithTransport();
    const state = bunkerAttackStep(setup);
    assert.deepEqual([state.activation?.unit, state.activation?.step], ['a-bunker', 'attack']);
    const kinds = nextDecision(setup, state)?.options.map((o) => o.kind) ?? [];
    assert.ok(!kinds.includes('embark') && !kinds.includes('garrison'), kinds.join(', '));
    assert.deepEqual(embarkProblem(setup, state, 'a-bunker', 'a-tanks'), {
      rule: 'rulebook p.46 Transport Capacity',
      message:
        'Bunker a-bunker is not an Infantry unit: a Transport unit carries a single Infantry unit',
    });
  });

  it('glossary: Strongpoint: a Fortification without Capacity (X) is not a Transport: nothing Embarks on it, so it is never Occupied and controls no objective', () => {
    const setup = fortifiedWithTransport();
    const state = bunkerAttackStep(setup);
    assert.equal(
      embarkProblem(setup, state, 'a-rifles', 'a-bunker')?.rule,
      'glossary: Capacity (X)',
    );
    assert.equal(tableOf(setup, state).units.get('a-bunker')?.controlsObjectives, undefined);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { airSkirmish, fightersArrived } from '../../testing/aircraft-fixture.js';
import type { GameSetup } from '../army.js';
import { applyChoice } from '../apply-choice.js';
import type { Choice } from '../choice.js';
import type { GameState } from '../state.js';

/** The air skirmish, B's rifles' Ranged rows with Precision, On Lookout. */
function precise(): GameSetup {
  const setup = airSkirmish();
  const b = setup.generals.b;
  const units = b.units.map((unit) =>
    unit.id !== 'b-rifles'
      ? unit
      : {
          ...unit,
          armaments: {
            ...unit.armaments,
            rows: unit.armaments.rows.map((row) =>
              row.attack === 'ranged'
                ? { ...row, qualities: [...row.qualities, { name: 'Precision' }] }
                : row,
            ),
          },
        },
  );
  return { ...setup, generals: { ...setup.generals, b: { ...b, units } } };
}

/** The fighters (one Damage short of losing a model) approach 16"; B's rifles, On Lookout, in the first Reaction Step; the generator at `seed`. */
function reacting(setup: GameSetup, seed: number): GameState {
  let state = fightersArrived(setup);
  state.units['b-rifles']!.statuses.push('onLookout');
  const choices: Choice[] = [
    { kind: 'activate', unit: 'a-fighters' },
    { kind: 'approach', inches: 16 },
  ];
  for (const choice of choices) state = applyChoice(setup, state, choice).state;
  const limit = setup.generals.a.units.find((u) => u.id === 'a-fighters')!.damageLimit;
  state.units['a-fighters']!.damage = limit - 1;
  state.rng = seedRng(seed);
  return state;
}

const SEED = 12;

/** B's rifles declare Opportunity Fire at the fighters (with `precision`, or without): the models left. */
function fire(precision?: readonly string[]): string[] {
  const setup = precise();
  const { state: declared } = applyChoice(setup, reacting(setup, SEED), {
    kind: 'opportunityFire',
    unit: 'b-rifles',
    ...(precision === undefined ? {} : { precision }),
  });
  // rulebook pp.34-35: the two fighters equally close to the rifles, the attack waits for A's
  // General, who gives no order of losses (the engine's default: not the Officer).
  const { state } =
    declared.targetedByRangedAttack === undefined
      ? { state: declared }
      : applyChoice(setup, declared, { kind: 'targetedByRangedAttack' });
  return state.units['a-fighters']!.models.map((m) => m.id);
}

describe('glossary: Precision with Opportunity Fire in an Air Support Sortie (rulebook p.51)', () => {
  it('glossary: Precision: seed 12, one model Destroyed: the Officer #1 as chosen (Open Formation, rulebook p.35); without a choice #2, the usual order', () => {
    assert.deepEqual(fire(['a-fighters#1']), ['a-fighters#2']);
    assert.deepEqual(fire(), ['a-fighters#1']);
  });

  it('glossary: Precision: a model not of the Aircraft unit is refused with the reason', () => {
    assert.throws(() => fire(['b-tanks#1']), /b-tanks#1 is not a model of a-fighters/);
  });
});

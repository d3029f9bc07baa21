import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OPENING_CHOICES, skirmish } from '../testing/game-fixture.js';
import type { ArmyUnit, GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import type { Choice } from './choice.js';
import { RECORD_FORMAT, replay } from './record.js';

/** A's Tanks with Precision on their Ranged rows; B's Tanks three models strong (#1 the Officer). */
function sharpSetup(): GameSetup {
  const base = skirmish();
  const sharp = (u: ArmyUnit): ArmyUnit =>
    u.id !== 'a-tanks'
      ? u
      : {
          ...u,
          armaments: {
            ...u.armaments,
            rows: u.armaments.rows.map((r) =>
              r.attack === 'ranged'
                ? { ...r, qualities: [...r.qualities, { name: 'Precision' }] }
                : r,
            ),
          },
        };
  const target = (u: ArmyUnit): ArmyUnit => (u.id === 'b-tanks' ? { ...u, models: 3 } : u);
  return {
    ...base,
    generals: {
      a: { ...base.generals.a, units: base.generals.a.units.map(sharp) },
      b: { ...base.generals.b, units: base.generals.b.units.map(target) },
    },
  };
}

const LOOKOUT: Choice[] = [
  ...OPENING_CHOICES,
  { kind: 'activate', unit: 'a-tanks' },
  { kind: 'hold' },
  { kind: 'goOnLookout' },
  { kind: 'activate', unit: 'b-tanks' },
];

/** B's Tanks Activated, A's Tanks On Lookout in the first Reaction Step, with `damage` on B's Tanks and the generator at `rng`. */
function reacting(setup: GameSetup, damage: number, seed: number) {
  const { state } = replay({ format: RECORD_FORMAT, setup, seed: 9, choices: LOOKOUT });
  state.units['b-tanks']!.damage = damage;
  state.rng = { a: seed, b: seed, c: seed, d: seed };
  return state;
}

const SEED = 6;

/** The Opportunity Fire declared (with `precision`, or without), then let through by B without a Command. */
function fire(setup: GameSetup, precision?: readonly string[]) {
  const declared = applyChoice(setup, reacting(setup, 2, SEED), {
    kind: 'opportunityFire',
    unit: 'a-tanks',
    ...(precision === undefined ? {} : { precision }),
  }).state;
  return applyChoice(setup, declared, { kind: 'targetedByRangedAttack' });
}

describe('glossary: Precision with Opportunity Fire (rulebook p.25)', () => {
  it('glossary: Precision: seed 6 Destroys two models: #3 and #2, as chosen with the Opportunity Fire, and the Officer #1 stands', () => {
    const setup = sharpSetup();
    const { state, events } = fire(setup, ['b-tanks#3', 'b-tanks#2']);
    assert.match(
      events.find((e) => e.kind === 'rangedAttack')?.text ?? '',
      /3 damage, 2 destroyed/,
    );
    assert.deepEqual(
      state.units['b-tanks']!.models.map((m) => m.id),
      ['b-tanks#1'],
    );
  });

  it('glossary: Precision: the same roll without a choice Destroys by the usual rules (rulebook p.34): the Officer #1 and #3, #2 stands', () => {
    const { state } = fire(sharpSetup());
    assert.deepEqual(
      state.units['b-tanks']!.models.map((m) => m.id),
      ['b-tanks#2'],
    );
  });

  it('glossary: Precision: refused as Opportunity Fire is declared for a model not of the active unit, and without the quality', () => {
    const setup = sharpSetup();
    const declare = (given: GameSetup, precision: readonly string[]) => () =>
      applyChoice(given, reacting(given, 2, SEED), {
        kind: 'opportunityFire',
        unit: 'a-tanks',
        precision,
      });
    assert.throws(declare(setup, ['b-rifles#1']), /not a model of b-tanks/);
    assert.throws(declare(skirmish(), ['b-tanks#1']), /the attack has no Precision/);
  });
});

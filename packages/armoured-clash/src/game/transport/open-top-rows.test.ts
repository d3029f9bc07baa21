import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import type { RuleRef } from '../../rules/rule-ref.js';
import { applyChoice } from '../apply-choice.js';
import type { ArmyUnit, GameSetup } from '../army.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { planOpenTopAttack } from './open-top.js';
import { transportOpened, transportSkirmish } from './transport-fixture.js';

/** A's Open Top tanks Occupied by A's rifles, whose Ranged rows have `qualities`. */
function riflesRowsWith(qualities: readonly RuleRef[]): GameSetup {
  const base = transportSkirmish(3, true, [], [{ name: 'Open Top' }]);
  const change = (unit: ArmyUnit): ArmyUnit =>
    unit.id !== 'a-rifles'
      ? unit
      : {
          ...unit,
          armaments: {
            ...unit.armaments,
            rows: unit.armaments.rows.map((row) =>
              row.attack === 'ranged'
                ? { ...row, qualities: [...row.qualities, ...qualities] }
                : row,
            ),
          },
        };
  const a = base.generals.a;
  return { ...base, generals: { ...base.generals, a: { ...a, units: a.units.map(change) } } };
}

/** B's rifles moved so that their rank stands from (x, y) eastwards, half an inch apart. */
function riflesAt(state: GameState, x: number, y: number): GameState {
  const rifles = state.units['b-rifles']!;
  rifles.models = rifles.models.map((m, i) => ({ ...m, x: x + i * 0.5, y }));
  return state;
}

const TANKS_HOLD: readonly Choice[] = [
  { kind: 'activate', unit: 'a-tanks' },
  { kind: 'hold' },
  { kind: 'hold' },
];

function tanksHeld(setup: GameSetup, state: GameState): GameState {
  let now = state;
  for (const choice of TANKS_HOLD) now = applyChoice(setup, now, choice).state;
  return now;
}

const openTopAttack: Choice = { kind: 'openTopAttack', unit: 'a-rifles', target: 'b-rifles' };
const refusedBy = (rule: string) => (error: unknown) =>
  error instanceof IllegalChoice && error.rule === rule;

describe('glossary: Open Top with the qualities of the row aboard', () => {
  it('glossary: Open Top, Slow to Fire: the Open Top unit makes the attack, so it (not the unit aboard) gains Reloading; Reloading or Suppressed, it cannot use that row', () => {
    const setup = riflesRowsWith([{ name: 'Slow to Fire' }]);
    const opened = tanksHeld(setup, riflesAt(transportOpened(setup), 20, 15));
    assert.deepEqual(nextDecision(setup, opened)?.options, [openTopAttack, { kind: 'hold' }]);
    opened.rng = seedRng(1);
    const { state } = applyChoice(setup, opened, openTopAttack);
    assert.deepEqual(state.units['a-tanks']?.statuses, ['reloading', 'activated']);
    assert.equal(state.units['a-rifles']?.statuses.includes('reloading'), false);
    for (const status of ['reloading', 'suppressed'] as const) {
      const again = riflesAt(transportOpened(setup), 20, 15);
      again.units['a-tanks']!.statuses.push(status);
      assert.throws(
        () => planOpenTopAttack(setup, again, 'a-tanks', 'a-rifles', 'b-rifles'),
        refusedBy('glossary: Slow to Fire'),
      );
    }
  });

  it('glossary: Open Top, Reactive: the row is made only as Opportunity Fire, which this attack never is: no Open Top attack is offered', () => {
    const setup = riflesRowsWith([{ name: 'Reactive' }]);
    const opened = riflesAt(transportOpened(setup), 20, 15);
    assert.throws(
      () => planOpenTopAttack(setup, opened, 'a-tanks', 'a-rifles', 'b-rifles'),
      refusedBy('glossary: Reactive'),
    );
    const held = tanksHeld(setup, opened);
    assert.equal(held.activation, undefined, 'the Activation ends: nothing to offer');
  });

  it('glossary: Open Top, Turret: a target outside the Open Top unit’s Front Arc is acquired with a Turret row, not without', () => {
    // B's rifles south-east of the tanks (Officer at (24, 5) facing north): behind their Front Arc.
    const plain = riflesRowsWith([]);
    const behind = tanksHeld(plain, riflesAt(transportOpened(plain), 32, 2));
    assert.equal(behind.activation, undefined, 'nothing to offer: the Activation ends');
    const turret = riflesRowsWith([{ name: 'Turret' }]);
    const turned = tanksHeld(turret, riflesAt(transportOpened(turret), 32, 2));
    assert.deepEqual(nextDecision(turret, turned)?.options, [openTopAttack, { kind: 'hold' }]);
  });

  it('glossary: Open Top, Indirect: the row cannot target a unit within its Short Range, acquired from the Open Top unit', () => {
    const near = (setup: GameSetup) => riflesAt(transportOpened(setup), 22, 10);
    const plain = riflesRowsWith([]);
    assert.doesNotThrow(() =>
      planOpenTopAttack(plain, near(plain), 'a-tanks', 'a-rifles', 'b-rifles'),
    );
    const indirect = riflesRowsWith([{ name: 'Indirect' }]);
    assert.throws(
      () => planOpenTopAttack(indirect, near(indirect), 'a-tanks', 'a-rifles', 'b-rifles'),
      refusedBy('rulebook p.17 Target Acquisition'),
    );
  });

  it('glossary: Open Top, Trail: a unit the Open Top unit moved through is acquired beyond the row’s range', () => {
    const trail = riflesRowsWith([{ name: 'Trail' }]);
    const far = riflesAt(transportOpened(trail), 20, 34);
    assert.throws(
      () => planOpenTopAttack(trail, far, 'a-tanks', 'a-rifles', 'b-rifles'),
      refusedBy('rulebook p.17 Target Acquisition'),
    );
    const { attack } = planOpenTopAttack(trail, far, 'a-tanks', 'a-rifles', 'b-rifles', {
      movedThrough: ['b-rifles'],
    });
    assert.equal(attack.situation.rating, 'weakened');
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyChoice } from '../apply-choice.js';
import { nextDecision } from '../next-decision.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { tableOf } from '../table-of.js';
import { planRangedAttack } from '../ranged-attack.js';
import { modelsGatheringDice } from './dug-in.js';
import { skirmish } from '../../testing/game-fixture.js';
import { openedWithRiflesAt, withHouse } from '../../testing/house-fixture.js';
import { skirmishWith } from '../../testing/melee-fixture.js';

const setup = withHouse(skirmish());

/** Round 1, A's rifles (rank at y = `y`, 1" deep, facing north) Activated and in their Attack Step. */
function riflesAttackStep(y: number): GameState {
  return openedWithRiflesAt(setup, y, [{ kind: 'activate', unit: 'a-rifles' }, { kind: 'hold' }]);
}

/** A's rifles Garrisoning the House, Ready and Activated again in their Movement Step. */
function garrisonedActivated(): GameState {
  const state = applyChoice(setup, riflesAttackStep(6), {
    kind: 'garrison',
    building: 'house',
  }).state;
  const rifles = state.units['a-rifles'];
  if (rifles === undefined) throw new RangeError('a-rifles');
  rifles.statuses = [];
  state.turn = 'a';
  return applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
}

describe('rulebook pp.30, 43-44 Garrisoning Defensible Buildings', () => {
  it('rulebook p.43 Making a Garrison Action: in its Attack Step an Infantry unit within 3" of an unoccupied Defensible Building is set aside, Garrisoning it', () => {
    const state = riflesAttackStep(6);
    assert.ok(
      (nextDecision(setup, state)?.options ?? []).some(
        (o) => o.kind === 'garrison' && o.building === 'house',
      ),
    );
    const { state: after, events } = applyChoice(setup, state, {
      kind: 'garrison',
      building: 'house',
    });
    assert.equal(events[0]?.text, 'Rifles a-rifles Garrisons House');
    assert.equal(after.units['a-rifles']?.garrisoning, 'house');
    assert.equal(after.units['a-rifles']?.models.length, 6);
    const table = tableOf(setup, after);
    assert.equal(table.units.get('a-rifles')?.garrisoning, 'house');
    assert.ok(!table.models.some((m) => m.unit === 'a-rifles'));
  });

  it('rulebook p.30 Garrison: a building further than 3" away cannot be Garrisoned', () => {
    const state = riflesAttackStep(3);
    assert.ok(!(nextDecision(setup, state)?.options ?? []).some((o) => o.kind === 'garrison'));
    assert.throws(
      () => applyChoice(setup, state, { kind: 'garrison', building: 'house' }),
      (e: unknown) =>
        e instanceof IllegalChoice &&
        e.rule === 'rulebook p.43 Making a Garrison Action' &&
        /House is not within 3" of Rifles a-rifles/.test(e.message),
    );
  });

  it('rulebook p.25 Exit, p.44 Garrisoned Units: a Garrisoned unit makes no Manoeuvre other than Exit', () => {
    const state = garrisonedActivated();
    const decision = nextDecision(setup, state);
    assert.deepEqual(decision?.options, [{ kind: 'hold' }]);
    assert.deepEqual(decision?.constraints, [
      { kind: 'exit', unit: 'a-rifles', building: 'house', reach: 3 },
    ]);
    for (const choice of [{ kind: 'advance', at: [10, 5], facing: 90 }, { kind: 'aim' }] as const) {
      assert.throws(
        () => applyChoice(setup, state, choice),
        (e: unknown) => e instanceof IllegalChoice && e.rule === 'rulebook p.44 Garrisoned Units',
      );
    }
  });

  it('rulebook p.43 Making an Exit Manoeuvre: the unit is set up with each model within 3" of the building, then uses its Attack Step', () => {
    const { state, events } = applyChoice(setup, garrisonedActivated(), {
      kind: 'exit',
      at: [10, 6],
      facing: 90,
    });
    assert.equal(events[0]?.text, 'Rifles a-rifles Exits House');
    assert.equal(state.units['a-rifles']?.garrisoning, undefined);
    assert.equal(state.units['a-rifles']?.models.length, 6);
    assert.equal(state.activation?.step, 'attack');
  });

  it('rulebook p.43 Making an Exit Manoeuvre: a model further than 3" from the building is refused', () => {
    assert.throws(
      () => applyChoice(setup, garrisonedActivated(), { kind: 'exit', at: [10, 3], facing: 90 }),
      (e: unknown) =>
        e instanceof IllegalChoice &&
        e.rule === 'rulebook p.43 Making an Exit Manoeuvre' &&
        /would not be within 3" of House/.test(e.message),
    );
  });

  it('glossary: Storming Party: the unit makes its Garrison Action in its Movement Step, as a Manoeuvre, then has its Attack Step', () => {
    const party = withHouse(skirmishWith({ 'a-rifles': { rules: [{ name: 'Storming Party' }] } }));
    const opening = openedWithRiflesAt(party, 6, [{ kind: 'activate', unit: 'a-rifles' }]);
    const house = { kind: 'garrison', building: 'house' } as const;
    assert.ok((nextDecision(party, opening)?.options ?? []).some((o) => o.kind === 'garrison'));
    const { state } = applyChoice(party, opening, house);
    assert.equal(state.units['a-rifles']?.garrisoning, 'house');
    assert.equal(state.activation?.step, 'attack');
    // Without the rule, a Garrison Action waits for the Attack Step.
    const plain = applyChoice(setup, riflesAttackStep(6), { kind: 'hold' }).state;
    assert.equal(plain.activation, undefined);
    const moving = garrisonedActivated();
    assert.throws(() => applyChoice(setup, moving, house), IllegalChoice);
  });

  it('rulebook p.44 Dug In: a Garrisoned unit gathers Attack Dice for only half its models, rounding up', () => {
    const state = applyChoice(setup, riflesAttackStep(6), {
      kind: 'garrison',
      building: 'house',
    }).state;
    const enemy = state.units['b-rifles'];
    if (enemy === undefined) throw new RangeError('b-rifles');
    enemy.models = enemy.models.map((m) => ({ ...m, y: m.y - 6 }));
    // Six riflemen would read the 5-6 column (6 dice against Light targets); three read the 3-4 column.
    const dice = planRangedAttack(setup, state, 'a-rifles', 'b-rifles', false).attack.weapon.dice;
    assert.equal(dice, 4);
    const rifles = state.units['a-rifles'];
    if (rifles === undefined) throw new RangeError('a-rifles');
    const outside = { ...rifles };
    delete outside.garrisoning;
    assert.equal(modelsGatheringDice(outside), 6);
    assert.equal(modelsGatheringDice(rifles), 3);
  });

  it('rulebook p.44 Dug In: a Garrisoned unit can still be targeted by Ranged Attacks', () => {
    const state = applyChoice(setup, riflesAttackStep(6), {
      kind: 'garrison',
      building: 'house',
    }).state;
    const tanks = state.units['b-tanks'];
    if (tanks === undefined) throw new RangeError('b-tanks');
    tanks.models = tanks.models.map((m) => ({ ...m, y: m.y - 7 }));
    let now = applyChoice(setup, state, { kind: 'activate', unit: 'b-tanks' }).state;
    now = applyChoice(setup, now, { kind: 'hold' }).state;
    assert.ok(
      (nextDecision(setup, now)?.options ?? []).some(
        (o) => o.kind === 'rangedAttack' && o.target === 'a-rifles',
      ),
    );
  });
});

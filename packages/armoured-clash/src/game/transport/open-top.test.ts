import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyChoice } from '../apply-choice.js';
import type { GameSetup } from '../army.js';
import { nextDecision } from '../next-decision.js';
import { IllegalChoice } from '../rule-error.js';
import { carrierOpened, carrierSkirmish, fieldGuns } from './carrier-fixture.js';
import { transportOpened, transportSkirmish } from './transport-fixture.js';
import { TANKS_HOLD, riflesAhead } from '../../testing/open-top-fixture.js';
import { play } from '../../testing/play-fixture.js';

const OPEN_TOP = { name: 'Open Top' };
const occupied = transportSkirmish(3, true, [], [OPEN_TOP]);

describe('glossary: Open Top', () => {
  it('glossary: Open Top: an Occupied unit is offered, at the end of its Attack Step, an additional attack with the Embarked unit’s grid, or hold', () => {
    const { state } = play(occupied, riflesAhead(transportOpened(occupied)), TANKS_HOLD);
    const decision = nextDecision(occupied, state);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [
      { kind: 'openTopAttack', unit: 'a-rifles', target: 'b-rifles' },
      { kind: 'hold' },
    ]);
    assert.throws(
      () => applyChoice(occupied, state, { kind: 'takeCover' }),
      (e: unknown) => e instanceof IllegalChoice && e.rule === 'glossary: Open Top',
    );
  });

  it('glossary: Open Top: the attack is Weakened, with the dice of the Embarked unit’s row for the target (six rifles: 6 dice, and those Heroic Strikes add), made by the Open Top unit', () => {
    const opened = play(occupied, riflesAhead(transportOpened(occupied)), TANKS_HOLD).state;
    const { state, events } = play(occupied, opened, [
      { kind: 'openTopAttack', unit: 'a-rifles', target: 'b-rifles' },
    ]);
    const shot = events.find((e) => e.kind === 'rangedAttack');
    // Six dice from the rifles' Light row (six models); two more from its Heroic Strikes.
    assert.equal(
      shot?.text,
      'Tanks a-tanks fires with the Armaments Grid of Rifles a-rifles at Rifles b-rifles (glossary: Open Top): weakened, 8 dice (Miss, Heroic Strike, Strike, Glancing Strike, Strike, Heroic Strike, Miss, Miss), 6 hits, 6 damage, 6 destroyed',
    );
    assert.equal(shot?.roll?.rating, 'weakened');
    assert.equal(shot?.['unit'], 'a-tanks');
    assert.equal(state.activation, undefined);
    assert.ok(state.units['a-tanks']?.statuses.includes('activated'));
  });

  it('glossary: Open Top: held, the Activation ends without it', () => {
    const opened = play(occupied, riflesAhead(transportOpened(occupied)), TANKS_HOLD).state;
    const { state, events } = play(occupied, opened, [{ kind: 'hold' }]);
    assert.equal(
      events.some((e) => e.kind === 'rangedAttack'),
      false,
    );
    assert.equal(state.activation, undefined);
  });

  it('glossary: Open Top: after a Double Time (its Attack Step skipped) no additional attack is offered', () => {
    const { state } = play(occupied, riflesAhead(transportOpened(occupied)), [
      { kind: 'activate', unit: 'a-tanks' },
      { kind: 'doubleTime', at: [30, 9], facing: 90 },
    ]);
    assert.equal(state.activation, undefined);
  });

  it('glossary: Open Top: an Unoccupied unit makes no additional attack', () => {
    const empty = transportSkirmish(3, false, [], [OPEN_TOP]);
    const { state } = play(empty, riflesAhead(transportOpened(empty, [4, 6])), TANKS_HOLD);
    assert.equal(state.activation, undefined);
  });

  it('glossary: Open Top: a Loaded unit’s grid serves too (glossary: Carrier (X))', () => {
    const loaded = carrierSkirmish([fieldGuns('a-guns', 'a-tanks')], true, undefined, []);
    const withOpenTop: GameSetup = {
      ...loaded,
      generals: {
        ...loaded.generals,
        a: {
          ...loaded.generals.a,
          units: loaded.generals.a.units.map((u) =>
            u.id === 'a-tanks' ? { ...u, specialRules: [...u.specialRules, OPEN_TOP] } : u,
          ),
        },
      },
    };
    const { state } = play(withOpenTop, riflesAhead(carrierOpened(withOpenTop)), TANKS_HOLD);
    assert.deepEqual(nextDecision(withOpenTop, state)?.options, [
      { kind: 'openTopAttack', unit: 'a-rifles', target: 'b-rifles' },
      { kind: 'openTopAttack', unit: 'a-guns', target: 'b-rifles' },
      { kind: 'hold' },
    ]);
  });
});

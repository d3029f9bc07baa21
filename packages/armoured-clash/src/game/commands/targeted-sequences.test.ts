import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../../testing/clash-fixture.js';
import { setHand } from '../../testing/command-fixture.js';
import { MOMENT_CARD } from '../../testing/moments-fixture.js';
import { DIG_IN, targetedSkirmish } from '../../testing/targeted-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { ArmyUnit, GameSetup } from '../army.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import type { GameState } from '../state.js';
import { kinds } from '../../testing/event-readers.js';

/** B's tanks of Unit Type Infantry (Dig In may be issued to them); A's tanks with All-Out Attack (2) and Overcharge on their gun against Heavy targets. */
function sequenceSetup(): GameSetup {
  const base = targetedSkirmish();
  const armed = (unit: ArmyUnit): ArmyUnit =>
    unit.id !== 'a-tanks'
      ? unit
      : {
          ...unit,
          specialRules: [...unit.specialRules, { name: 'All-Out Attack', x: 2 }],
          armaments: {
            ...unit.armaments,
            rows: unit.armaments.rows.map((row) =>
              row.attack === 'ranged' && row.target === 'heavy'
                ? { ...row, qualities: [...row.qualities, { name: 'Overcharge' }] }
                : row,
            ),
          },
        };
  return {
    ...base,
    generals: {
      ...base.generals,
      a: { ...base.generals.a, units: base.generals.a.units.map(armed) },
    },
  };
}

const setup = sequenceSetup();

/** A's Tanks in their Attack Step, B's Rifles moved within range; A holding nothing, B `bHand`; B's Officer the model left standing. */
function attackStep(bHand: readonly number[]): GameState {
  const start = opened(setup);
  const rifles = start.units['b-rifles']!;
  rifles.models = rifles.models.map((m) => ({ ...m, x: m.x + 4, y: m.y - 8 }));
  let state = applyChoice(setup, start, { kind: 'activate', unit: 'a-tanks' }).state;
  state = applyChoice(setup, state, { kind: 'hold' }).state;
  setHand(state, 'a', []);
  setHand(state, 'b', bHand);
  state.units['b-tanks']!.officer = 'b-tanks#2';
  return state;
}

const allOut: Choice = { kind: 'allOutAttack', targets: ['b-rifles', 'b-tanks'] };
const overcharged: Choice = { kind: 'rangedAttack', target: 'b-tanks', overcharge: true };

describe('rulebook p.37 Issuing Commands: Dig In at the attacks of an All-Out Attack and an Overcharged attack', () => {
  it("rulebook p.37 Issuing Commands: the All-Out Attack's first attack waits for B (its Infantry targeted) with the second still declared; Dig In received, B's rifles Take Cover before it is resolved, the second attack follows at once (B issued its Command: p.38 Command Limits) and the Activation ends", () => {
    const { state, events } = applyChoice(setup, attackStep([DIG_IN]), allOut);
    assert.deepEqual(kinds(events), ['allOutAttack', 'targetedByRangedAttack']);
    assert.deepEqual(state.targetedByRangedAttack, { target: 'b-rifles' });
    assert.deepEqual(state.activation?.attacksDeclared, {
      of: 'allOutAttack',
      attacks: [{ target: 'b-tanks' }],
    });
    const dugIn = applyChoice(setup, state, { kind: 'targetedByRangedAttack', command: DIG_IN });
    assert.deepEqual(kinds(dugIn.events), [
      'command',
      'interference',
      'commandReceived',
      'takeCover',
      'rangedAttack',
      'suppressionTest',
      'rangedAttack',
      'wrecked',
      'suppressionTest',
    ]);
    assert.match(dugIn.events[4]?.text ?? '', /fires at Rifles b-rifles/);
    assert.ok(dugIn.state.units['b-rifles']?.statuses.includes('takingCover'));
    assert.equal(dugIn.state.activation, undefined);
  });

  it('glossary: Overcharge: the Overcharged attack waits for B (Dig In) before its card is revealed; let go, the card (Value 11) is revealed, the attack made, and its test waits for B', () => {
    const { state, events } = applyChoice(setup, attackStep([DIG_IN]), overcharged);
    assert.deepEqual(kinds(events), ['targetedByRangedAttack']);
    assert.deepEqual(state.targetedByRangedAttack, { target: 'b-tanks' });
    assert.deepEqual(state.activation?.attacksDeclared, {
      of: 'rangedAttack',
      attacks: [],
      overcharge: 'declared',
    });
    const resolved = applyChoice(setup, state, { kind: 'targetedByRangedAttack' });
    assert.deepEqual(kinds(resolved.events), [
      'overcharge',
      'rangedAttack',
      'wrecked',
      'overchargeDamage',
      'suppressionTestDue',
    ]);
    assert.match(resolved.events[0]?.text ?? '', /a card of Value 11, 11 more dice/);
    assert.match(resolved.events[1]?.text ?? '', /18 dice/);
  });

  it('rulebook p.37 Issuing Commands, hidden information: the All-Out Attack waits the same whether B holds Dig In or a card with no Command for it; an empty hand does not wait', () => {
    const holding = applyChoice(setup, attackStep([DIG_IN]), allOut);
    const without = applyChoice(setup, attackStep([MOMENT_CARD.fieldRepairs]), allOut);
    assert.deepEqual(kinds(without.events), kinds(holding.events));
    assert.deepEqual(without.state.targetedByRangedAttack, holding.state.targetedByRangedAttack);
    assert.deepEqual(nextDecision(setup, without.state)?.options, [
      { kind: 'targetedByRangedAttack' },
    ]);
    const empty = applyChoice(setup, attackStep([]), allOut);
    assert.equal(empty.state.targetedByRangedAttack, undefined);
    assert.equal(empty.state.activation, undefined, 'both attacks made: the Activation ended');
  });
});

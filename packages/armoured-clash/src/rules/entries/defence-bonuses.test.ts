import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prepared } from '../../testing/resolve-fixture.js';

const target = (rule: string) => ({ defence: 2, rules: [{ name: rule }] });

describe('rulebook p.30 Taking Cover', () => {
  it('Defence +1 against a Ranged Attack where the Concealed penalty is in effect', () => {
    assert.equal(
      prepared({ target: target('Taking Cover'), situation: { concealed: true } }).defence,
      3,
    );
  });
  it('no bonus when the Concealed penalty is not in effect, nor against Close Quarters Attacks', () => {
    assert.equal(
      prepared({ target: target('Taking Cover'), situation: { concealed: false } }).defence,
      2,
    );
    assert.equal(
      prepared({
        target: target('Taking Cover'),
        situation: { concealed: true, kind: 'closeQuarters' },
      }).defence,
      2,
    );
  });
});

describe('rulebook p.44 Garrisoned Units', () => {
  it('Defence +1 when targeted by a Ranged Attack, not by a Close Quarters Attack', () => {
    assert.equal(prepared({ target: target('Garrisoned') }).defence, 3);
    assert.equal(
      prepared({ target: target('Garrisoned'), situation: { kind: 'closeQuarters' } }).defence,
      2,
    );
  });
});

describe('glossary: Resilient (Front)', () => {
  it("Defence +1 when the attacker's Officer is within the unit's Front Arc, by any attack", () => {
    const front = { attackerInTargetFrontArc: true };
    assert.equal(prepared({ target: target('Resilient (Front)'), situation: front }).defence, 3);
    assert.equal(
      prepared({
        target: target('Resilient (Front)'),
        situation: { ...front, kind: 'closeQuarters' },
      }).defence,
      3,
    );
    assert.equal(prepared({ target: target('Resilient (Front)') }).defence, 2);
  });
  it('no bonus while Garrisoning a Defensible Building', () => {
    const garrisoned = {
      defence: 2,
      rules: [{ name: 'Resilient (Front)' }, { name: 'Garrisoned' }],
    };
    const attack = prepared({ target: garrisoned, situation: { attackerInTargetFrontArc: true } });
    assert.deepEqual(
      attack.defenceModifiers.map((m) => m.source),
      ['Garrisoned'],
    );
  });
});

describe('glossary: Emplacement', () => {
  it('Defence +1 against a Ranged Attack whose Line of Sight crosses the Obstacle', () => {
    const crossing = { lineOfSightCrossesTargetObstacle: true };
    assert.equal(prepared({ target: target('Emplacement'), situation: crossing }).defence, 3);
    assert.equal(prepared({ target: target('Emplacement') }).defence, 2);
    assert.equal(
      prepared({
        target: target('Emplacement'),
        situation: { ...crossing, kind: 'closeQuarters' },
      }).defence,
      2,
    );
  });
});

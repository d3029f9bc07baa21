import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  declarationsQuery,
  lossOrderText,
  officerLostText,
  withDeclarations,
} from './declared-query.js';
import type { Choice } from './game-types.js';

/** The odds query a choice asks, as `name=value` pairs. */
function queried(choice: Choice, attacker = 'a-rifles'): Record<string, string> {
  const query = new URLSearchParams();
  declarationsQuery(choice, attacker, query);
  return Object.fromEntries(query);
}

describe('the Play page asks the odds of an attack with the declarations it is made with', () => {
  it('glossary: Precision: the picks go in the query in order, and into the choice confirmed; none picked, the option as offered', () => {
    const offered: Choice = { kind: 'rangedAttack', target: 'b-rifles' };
    const picked = withDeclarations(offered, ['b-rifles#1', 'b-rifles#6'], false);
    assert.deepEqual(picked, { ...offered, precision: ['b-rifles#1', 'b-rifles#6'] });
    assert.deepEqual(queried(picked), { precision: 'b-rifles#1,b-rifles#6' });
    assert.equal(withDeclarations(offered, [], false), offered);
    assert.deepEqual(queried(offered), {});
  });

  it('glossary: Overcharge: a Close Quarters Attack declared Overcharged names the charging unit; a Ranged Attack’s offered Overcharge is overcharge=true; rulebook p.26: Exposed models prioritised', () => {
    const close = withDeclarations({ kind: 'closeQuartersAttack' }, [], true);
    assert.deepEqual(close, { kind: 'closeQuartersAttack', overcharge: true });
    assert.deepEqual(queried(close), { overcharge: 'a-rifles' });
    const ranged: Choice = { kind: 'rangedAttack', target: 'b-rifles', overcharge: true };
    assert.deepEqual(queried(ranged), { overcharge: 'true' });
    assert.equal(
      withDeclarations({ kind: 'opportunityFire', unit: 'b-rifles' }, [], true).overcharge,
      undefined,
    );
    const exposed: Choice = { kind: 'rangedAttack', target: 'b-rifles', prioritiseExposed: true };
    assert.deepEqual(queried(exposed), { prioritiseExposed: 'true' });
  });

  it('glossary: Precision, rulebook p.35 Loss of an Officer: the answer’s picks and the odds the target loses its Officer, in words', () => {
    assert.equal(
      officerLostText({ precisionPicks: ['b-rifles#1'], officerLost: 0.25 }),
      'Precision Destroys first: b-rifles#1; the target loses its Officer: 25.00%.',
    );
    assert.equal(officerLostText({}), '');
  });

  it('rulebook pp.34-35 Destroying Models: odds that assume the default order of the target’s losses say so; odds following the asker’s own order say nothing', () => {
    assert.equal(
      lossOrderText({ assumesDefaultLossOrder: true }),
      'They assume the default order of the target’s losses (its General may have ordered them otherwise).',
    );
    assert.equal(lossOrderText({ assumesDefaultLossOrder: false }), '');
    assert.equal(lossOrderText({}), '');
  });
});

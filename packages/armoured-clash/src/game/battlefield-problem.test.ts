import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { skirmish } from '../testing/game-fixture.js';
import { battlefieldProblem } from './battlefield-problem.js';
import { initialState } from './initial-state.js';

describe('rulebook p.53 Establish Parameters: a Battlefield can never be smaller than 36" x 36"', () => {
  it('a 36" x 36" Battlefield, or a larger one than recommended, is accepted', () => {
    assert.equal(
      battlefieldProblem({ ...skirmish(), battlefield: { width: 36, depth: 36 } }),
      undefined,
    );
    assert.equal(
      battlefieldProblem({ ...skirmish(), battlefield: { width: 96, depth: 60 } }),
      undefined,
    );
  });

  it('a game set up on a smaller one is refused, naming the edge', () => {
    const small = { ...skirmish(), battlefield: { width: 48, depth: 30 } };
    assert.match(battlefieldProblem(small) ?? '', /battlefield\.depth is 30"/);
    assert.throws(() => initialState(small, 1), /never be smaller than 36" x 36"/);
  });

  it('rulebook p.53 Establish Parameters: a record with a Battlefield over twelve feet is refused, naming the edge (a guard: the Supply Drop room search walks the whole Battlefield)', () => {
    const huge = { ...skirmish(), battlefield: { width: 48, depth: 1e9 } };
    assert.match(battlefieldProblem(huge) ?? '', /battlefield\.depth is 1000000000": over 144"/);
    assert.equal(
      battlefieldProblem({ ...skirmish(), battlefield: { width: 144, depth: 144 } }),
      undefined,
    );
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { holding, withChanges } from '../testing/aura-fixture.js';
import { armyUnit } from './army-unit.js';
import { hasTwoFrontArcs } from './front-arcs.js';

describe('glossary: Rolling Stock', () => {
  it('glossary: Rolling Stock: two Front Arcs for a unit holding it, read at the game step lineOfSightDrawn', () => {
    const setup = withChanges({ 'a-tanks': holding({ name: 'Rolling Stock' }) });
    assert.equal(hasTwoFrontArcs(armyUnit(setup, 'a-tanks')), true);
    assert.equal(hasTwoFrontArcs(armyUnit(setup, 'b-tanks')), false);
  });
});

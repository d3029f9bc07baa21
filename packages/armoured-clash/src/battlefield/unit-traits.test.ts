import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { point } from '@warroom/engine';
import { bulwark } from '../rules/entries/bulwark.js';
import { emplacement } from '../rules/entries/defence-bonuses.js';
import { flying } from '../rules/entries/flying.js';
import { hover } from '../rules/entries/hover.js';
import { hurling } from '../rules/entries/hurling.js';
import { large } from '../rules/entries/large.js';
import { obfuscating } from '../rules/entries/obfuscating.js';
import { pioneers } from '../rules/entries/pioneers.js';
import { ponderous } from '../rules/entries/ponderous.js';
import { rollingStock } from '../rules/entries/rolling-stock.js';
import { shrouded } from '../rules/entries/shrouded.js';
import { stilted } from '../rules/entries/stilted.js';
import type { RuleEntry } from '../rules/rule-entry.js';
import type { RuleRef } from '../rules/rule-ref.js';
import { PLAIN_MOVEMENT, PLAIN_SIGHT } from '../rules/unit-traits.js';
import { aTable } from '../testing/table-fixture.js';
import type { TableUnit } from './table.js';
import { movementTraitsOf, sightTraitsOf } from './unit-traits.js';

/** A unit on the table holding `rules`. */
function holding(...rules: RuleRef[]): TableUnit {
  const unit = aTable([{ id: 'U', side: 'a', at: point(10, 10), rules }]).units.get('U');
  if (unit === undefined) throw new Error('no unit U');
  return unit;
}

/** What the entry's own handler makes of a plain unit's moves and sight, X given. */
function byHandler(entry: RuleEntry, x = 0) {
  return {
    moves: entry.inGame?.unitMoves?.(PLAIN_MOVEMENT, x) ?? PLAIN_MOVEMENT,
    sight: entry.inGame?.lineOfSightDrawn?.(PLAIN_SIGHT, x) ?? PLAIN_SIGHT,
  };
}

describe('game steps unitMoves and lineOfSightDrawn (battlefield/unit-traits.ts)', () => {
  it('glossary: Flying: all Terrain Open, enemy models passed, never Obscuring', () => {
    const unit = holding({ name: 'Flying' });
    assert.deepEqual(movementTraitsOf(unit), { ...PLAIN_MOVEMENT, overEverything: true });
    assert.deepEqual(sightTraitsOf(unit), { ...PLAIN_SIGHT, flying: true });
    assert.deepEqual(byHandler(flying), {
      moves: movementTraitsOf(unit),
      sight: sightTraitsOf(unit),
    });
  });

  it('glossary: Hover: Obstacles, Difficult Terrain and Water Open when it moves', () => {
    const unit = holding({ name: 'Hover' });
    assert.deepEqual(movementTraitsOf(unit), { ...PLAIN_MOVEMENT, hovers: true });
    assert.deepEqual(sightTraitsOf(unit), PLAIN_SIGHT);
    assert.deepEqual(byHandler(hover).moves, movementTraitsOf(unit));
  });

  it('glossary: Large: rough ground Open, Blocking Terrain two Sizes lower Open, Blocking sight', () => {
    const unit = holding({ name: 'Large' });
    assert.deepEqual(movementTraitsOf(unit), {
      ...PLAIN_MOVEMENT,
      roughGroundOpen: true,
      lowBlockingOpen: 2,
    });
    assert.deepEqual(sightTraitsOf(unit), { ...PLAIN_SIGHT, walls: true });
    assert.deepEqual(byHandler(large), {
      moves: movementTraitsOf(unit),
      sight: sightTraitsOf(unit),
    });
  });

  it('glossary: Pioneers: Difficult and Dense Terrain Open; Dense Terrain near its Officer ignored', () => {
    const unit = holding({ name: 'Pioneers' });
    assert.deepEqual(movementTraitsOf(unit), { ...PLAIN_MOVEMENT, roughGroundOpen: true });
    assert.deepEqual(sightTraitsOf(unit), { ...PLAIN_SIGHT, pioneers: true });
    assert.deepEqual(byHandler(pioneers), {
      moves: movementTraitsOf(unit),
      sight: sightTraitsOf(unit),
    });
  });

  it('glossary: Ponderous: its models move by the Turning Template', () => {
    const unit = holding({ name: 'Ponderous' });
    assert.deepEqual(movementTraitsOf(unit), { ...PLAIN_MOVEMENT, ponderous: true });
    assert.deepEqual(byHandler(ponderous).moves, movementTraitsOf(unit));
  });

  it('glossary: Stilted (X): terrain and enemy models of Size X or less stepped over', () => {
    const unit = holding({ name: 'Stilted', x: 2 });
    assert.deepEqual(movementTraitsOf(unit), { ...PLAIN_MOVEMENT, stilts: 2 });
    assert.deepEqual(byHandler(stilted, 2).moves, movementTraitsOf(unit));
  });

  it('glossary: Hurling: enemy models of Size 1 moved through', () => {
    const unit = holding({ name: 'Hurling' });
    assert.deepEqual(movementTraitsOf(unit), { ...PLAIN_MOVEMENT, throughEnemiesOfSize: 1 });
    assert.deepEqual(byHandler(hurling).moves, movementTraitsOf(unit));
  });

  it('glossary: Bulwark: Blocks an enemy Line of Sight and counts 1 Size larger', () => {
    const unit = holding({ name: 'Bulwark' });
    assert.deepEqual(sightTraitsOf(unit), { ...PLAIN_SIGHT, bulwark: true, walls: true });
    assert.deepEqual(movementTraitsOf(unit), PLAIN_MOVEMENT);
    assert.deepEqual(byHandler(bulwark).sight, sightTraitsOf(unit));
  });

  it('glossary: Rolling Stock: two Front Arcs', () => {
    const unit = holding({ name: 'Rolling Stock' });
    assert.deepEqual(sightTraitsOf(unit), { ...PLAIN_SIGHT, rollingStock: true });
    assert.deepEqual(byHandler(rollingStock).sight, sightTraitsOf(unit));
  });

  it('glossary: Shrouded: always Obscured in an enemy Ranged Attack', () => {
    const unit = holding({ name: 'Shrouded' });
    assert.deepEqual(sightTraitsOf(unit), { ...PLAIN_SIGHT, shrouded: true });
    assert.deepEqual(byHandler(shrouded).sight, sightTraitsOf(unit));
  });

  it('glossary: Obfuscating (X"): friendly units within X" count as Shrouded', () => {
    const unit = holding({ name: 'Obfuscating', x: 3 });
    assert.deepEqual(sightTraitsOf(unit), { ...PLAIN_SIGHT, obfuscating: 3 });
    assert.deepEqual(byHandler(obfuscating, 3).sight, sightTraitsOf(unit));
  });

  it('glossary: Emplacement: models at an Obstacle the enemy Line of Sight crosses count Defence higher', () => {
    const unit = holding({ name: 'Emplacement' });
    assert.deepEqual(sightTraitsOf(unit), { ...PLAIN_SIGHT, obstacleCover: true });
    assert.deepEqual(byHandler(emplacement).sight, sightTraitsOf(unit));
  });

  it('folds every rule a unit holds, spelled as profiles spell them; others change nothing', () => {
    const unit = holding({ name: 'large' }, { name: 'Hover' }, { name: 'Veteran', x: 1 });
    assert.deepEqual(movementTraitsOf(unit), {
      ...PLAIN_MOVEMENT,
      hovers: true,
      roughGroundOpen: true,
      lowBlockingOpen: 2,
    });
    assert.deepEqual(movementTraitsOf(holding()), PLAIN_MOVEMENT);
    assert.deepEqual(sightTraitsOf(holding({ name: 'Not A Rule' })), PLAIN_SIGHT);
  });

  it("builds a unit's traits once: every table drawn from the same rules gets the same record", () => {
    const unit = holding({ name: 'Flying' });
    const redrawn = { ...unit, size: 10 };
    assert.equal(movementTraitsOf(redrawn), movementTraitsOf(unit));
    assert.equal(sightTraitsOf(redrawn), sightTraitsOf(unit));
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { SAMPLE_ORBATS_DIR, loadOrbatDirectory, readJsonFile } from '../files/load-files.js';
import { forceUnits } from '../force-list/resolve-force.js';
import { readForceList } from '../validate/validate.js';
import { armyOf } from './game-army.js';

const ORBATS = loadOrbatDirectory(SAMPLE_ORBATS_DIR).map((l) => l.orbat);
const FORCES = fileURLToPath(new URL('../../../../data/forces/', import.meta.url));

describe('rulebook p.39 Annihilation Objectives: the Victory Points Rating of the Reinforcement Level', () => {
  it('each unit in play is worth the rating of the level its force list selected', () => {
    const { force } = readForceList(readJsonFile(`${FORCES}crown-skirmish.json`), ORBATS);
    if (force === undefined) assert.fail('crown-skirmish.json is not a force list');
    const { units } = armyOf(force, 'a');
    const listed = forceUnits(force);
    assert.ok(units.length > 0);
    for (const unit of units) {
      const n = Number(unit.id.split('-')[1]) - 1;
      const { profile, level, listed: entry } = listed[n] ?? assert.fail(unit.id);
      assert.equal(unit.reinforcement, entry.level, unit.id);
      assert.equal(unit.victoryPoints, level?.victoryPoints, unit.id);
      assert.equal(level, profile?.levels[entry.level], unit.id);
    }
  });
});

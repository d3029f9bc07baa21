import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { SAMPLE_ORBATS_DIR, loadOrbatDirectory, readJsonFile } from '../files/load-files.js';
import { readForceList } from '../validate/validate.js';
import { armyOf } from './game-army.js';

const ORBATS = loadOrbatDirectory(SAMPLE_ORBATS_DIR).map((l) => l.orbat);
const FORCES = fileURLToPath(new URL('../../../../data/forces/', import.meta.url));

describe('the game army of a force list', () => {
  it('rulebook p.46 Embarking During Deployment: a unit listed embarkedOn a Transport tag starts Embarked on that Transport unit', () => {
    const { force } = readForceList(readJsonFile(`${FORCES}crown-skirmish.json`), ORBATS);
    if (force === undefined) assert.fail('crown-skirmish.json is not a force list');
    const { units, leftOut } = armyOf(force, 'a');
    const rifles = units.find((u) => u.name === 'Rifle Platoon');
    const transport = units.find((u) => u.id === rifles?.embarkedOn);
    assert.equal(transport?.name, 'Stirling Armoured Transports');
    assert.ok(!leftOut.some((l) => l.unit.includes('Rifle Platoon')));
  });
});

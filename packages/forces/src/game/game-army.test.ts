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

  it('rulebook p.48 Common Traits: every Unit Type is played: the sample Battle list fields its Fortification, the Feldbunker (Speed 0, Static, Strongpoint)', () => {
    const { force } = readForceList(readJsonFile(`${FORCES}imperium-battle.json`), ORBATS);
    if (force === undefined) assert.fail('imperium-battle.json is not a force list');
    const { units, leftOut } = armyOf(force, 'b');
    assert.deepEqual(leftOut, []);
    const bunker = units.find((u) => u.type === 'fortification');
    assert.equal(bunker?.id, 'b-9-feldbunker');
    assert.equal(bunker.speed, 0);
    assert.deepEqual(
      bunker.specialRules.map((r) => r.name),
      ['Static', 'Strongpoint'],
    );
    assert.deepEqual([bunker.models, bunker.victoryPoints, bunker.reinforcement], [1, 1, 'basic']);
  });

  it('a unit the ORBAT does not have is left out of the game, and said', () => {
    const list = readJsonFile(`${FORCES}crown-skirmish.json`) as {
      battlegroups: { units: { unit: string; level: string }[] }[];
    };
    list.battlegroups[0]?.units.push({ unit: 'no-such-unit', level: 'basic' });
    const { force } = readForceList(list, ORBATS);
    if (force === undefined) assert.fail('the changed list is not a force list');
    const { leftOut } = armyOf(force, 'a');
    assert.deepEqual(
      leftOut.map((l) => l.reason),
      ['not found in the ORBAT'],
    );
    assert.match(leftOut[0]?.unit ?? '', /^no-such-unit \(Basic\) in /);
  });
});

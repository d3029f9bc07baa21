import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { faceToFace } from '../testing/melee-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import { type UnitState } from './state.js';
import { copyState } from './copy-state.js';

describe('copyState: a copy that changes to it cannot reach the game it was made from', () => {
  const setup = skirmish();
  const state = faceToFace(setup);
  const rifles = state.units['a-rifles'];
  assert.ok(rifles !== undefined);

  it('rulebook p.46 Embarked Units, p.43 Garrison, p.35 Wrecks, glossary Soar (X"), glossary Rabble: a unit with every field is copied with all of them', () => {
    // Required: the compiler asks for every field of a unit, so a new field is copied too.
    const everyField: Required<UnitState> = {
      ...rifles,
      statuses: ['suppressed', 'onLookout'],
      embarked: { transport: 'a-tanks', models: 2, carrierModel: 'a-tanks#1' },
      garrisoning: 'a building',
      trapExposed: true,
      pathfinder: 'a-tanks',
      returnedModels: 1,
      wrecks: rifles.models.slice(0, 1),
      soaring: { rule: 'Soar', speed: 1, category: 'aerial', size: 10 },
      formation: 'open',
    };
    const copied = copyState({ ...state, units: { ...state.units, 'a-rifles': everyField } });
    assert.deepEqual(copied.units['a-rifles'], everyField);
  });

  it('rulebook p.17 Statuses: a unit of the copy gaining a Status leaves the game as it was', () => {
    const copied = copyState(state);
    const unit = copied.units['a-rifles'];
    assert.ok(unit !== undefined);
    unit.statuses.push('disordered');
    unit.damage += 1;
    assert.deepEqual(rifles.statuses, []);
    assert.equal(rifles.damage, 0);
    assert.deepEqual(copyState(state), state);
  });

  it('every copy has one shape: the same fields in the same order, those a state, unit or Activation lacks listed as undefined (every-field.ts)', () => {
    const active = copyState(state);
    active.activation = {
      unit: 'a-rifles',
      step: 'attack',
      rallyFailed: false,
      moved: true,
      aimed: false,
      expiring: [],
      reaction: 'second',
    };
    const [plain, busy] = [copyState(state), copyState(active)];
    const stateFields = [
      'version',
      'rng',
      'round',
      'stage',
      'turn',
      'initiative',
      'firstDeployed',
      'vanguard',
      'players',
      'clashDraw',
      'placedTerrain',
      'terrainStopped',
      'placedObjectives',
      'generals',
      'forward',
      'units',
      'activation',
      'command',
      'suppressionTest',
      'testsInTurn',
      'targetedByRangedAttack',
      'rerollsDue',
      'lossChoiceDue',
      'lossPicks',
      'enemyEndedMove',
      'movesEnded',
      'aerialAssaultFailed',
      'flankAttackFailed',
      'claims',
      'coordinated',
      'bailOut',
      'demiseBlasts',
      'support',
      'wreckedBuildings',
      'removedObjectives',
      'vitalObjective',
      'portals',
      'result',
    ];
    assert.deepEqual(Object.keys(plain), stateFields);
    assert.deepEqual(Object.keys(busy), stateFields);
    assert.equal(plain.lossChoiceDue, undefined);
    const unitFields = [
      'id',
      'side',
      'models',
      'officer',
      'damage',
      'statuses',
      'deployed',
      'inReserve',
      'annihilated',
      'embarked',
      'garrisoning',
      'trapExposed',
      'pathfinder',
      'returnedModels',
      'wrecks',
      'soaring',
      'formation',
    ];
    for (const unit of [...Object.values(plain.units), ...Object.values(busy.units)]) {
      assert.deepEqual(Object.keys(unit), unitFields);
    }
    const activation = busy.activation;
    assert.ok(activation !== undefined);
    assert.deepEqual(Object.keys(activation), [
      'unit',
      'step',
      'rallyFailed',
      'moved',
      'advanced',
      'movedThrough',
      'aimed',
      'expiring',
      'reaction',
      'opportunityFireUsed',
      'endsAfterReaction',
      'mustCharge',
      'compelled',
      'locomotorBoosters',
      'inspiring',
      'attacksDeclared',
      'attacked',
      'freeAdvance',
      'freeAdvanceOffered',
      'wonCloseQuartersAgainst',
      'overrun',
      'overrunOffered',
      'destroyedInCloseQuarters',
      'endAttack',
      'endAttackOffered',
      'charge',
      'closeQuartersPrecision',
      'closeQuartersOvercharge',
      'closeQuarters',
      'sponsons',
      'demolition',
      'retaliations',
      'stormedBuilding',
      'doubleTimeOwed',
      'disembarked',
      'reforming',
      'movesEnded',
      'commandsIssued',
      'openTop',
      'portalMastery',
      'restoring',
      'sortie',
      'soaringInterception',
    ]);
    assert.equal(activation.reaction, 'second');
    assert.equal(activation.soaringInterception, undefined);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  COMMON_CLASHES,
  FORCE_SCALE,
  type ForceScale,
  TERRAIN_PIECES,
  drawClash,
  exemptFromGuidelines,
  initialState,
} from '@warroom/armoured-clash';
import { BOTH_SAMPLE_FORCES as both } from '../testing/sample-forces-fixture.js';
import { clashSetup } from './clash-setup.js';
import { sampleTerrainPieces } from './sample-terrain-pieces.js';

describe('rulebook p.56 Preparing to Play: the setup of a game', () => {
  it('rulebook p.8 Overview of a Game: the Generals agree on a Force Scale and choose a Clash; the setup carries both', () => {
    for (const scale of Object.keys(TERRAIN_PIECES) as ForceScale[]) {
      const { setup } = clashSetup({ ...both, scale, clash: 'supplyDrop' });
      assert.equal(setup.scale, scale);
      assert.equal(setup.clash, 'supplyDrop');
      assert.deepEqual(setup.battlefield, FORCE_SCALE[scale].battlefield);
    }
  });

  it('rulebook p.58 Common Clashes: every common Clash lasts five Rounds and has its terrain set up by the standard rules (placed by the Generals, rulebook p.56)', () => {
    for (const clash of COMMON_CLASHES) {
      const { setup } = clashSetup({ ...both, clash, terrain: 'placed' });
      assert.equal(setup.rounds, 5, clash);
      assert.equal(initialState(setup, 1).stage, 'terrain', clash);
    }
  });

  it('rulebook p.56 Select a Clash: a Clash determined randomly is drawn from the seed and recorded in the setup', () => {
    const { setup } = clashSetup({ ...both, clash: 'random', seed: 'game-7' });
    assert.equal(setup.clash, drawClash('game-7'));
    assert.deepEqual(setup.clashDrawn, { seed: 'game-7' });
    assert.equal(clashSetup({ ...both, clash: 'random', seed: 1 }).setup.clash, 'findTheLady');
    assert.equal(clashSetup({ ...both, clash: 'supplyDrop', seed: 1 }).setup.clashDrawn, undefined);
    assert.throws(() => clashSetup({ ...both, clash: 'random' }), {
      name: 'RangeError',
      message: 'a Clash determined randomly needs a seed',
    });
  });

  it('rulebook p.56 Placing Terrain: with terrain placed, no sample layout stands and the Generals get the sample pieces, starting with terrain placement', () => {
    const { setup } = clashSetup({ ...both, clash: 'pitchedBattle', terrain: 'placed' });
    assert.deepEqual(setup.terrain, []);
    assert.equal(setup.terrainPlacement?.pieces.length, 12);
    assert.equal(initialState(setup, 1).stage, 'terrain');
    const preset = clashSetup({ ...both, clash: 'pitchedBattle' }).setup;
    assert.equal(preset.terrainPlacement, undefined);
    assert.equal(preset.terrain.length, 8);
    assert.equal(initialState(preset, 1).stage, 'deployment');
  });

  it('rulebook p.61 Lord of the Manor with terrain placed: the Defensible Building stands first, then the Generals place terrain', () => {
    const { setup } = clashSetup({ ...both, clash: 'lordOfTheManor', terrain: 'placed' });
    assert.deepEqual(
      setup.terrain.map((t) => t.id),
      ['manor'],
    );
    assert.ok((setup.terrainPlacement?.pieces.length ?? 0) > 0);
  });

  it("rulebook p.56 Placing Terrain: each Force Scale's sample pieces reach its minimum, walls (exempt Obstacles) among them", () => {
    for (const scale of Object.keys(TERRAIN_PIECES) as ForceScale[]) {
      const pieces = sampleTerrainPieces(scale);
      assert.ok(pieces.length >= TERRAIN_PIECES[scale].min, scale);
      assert.ok(pieces.length <= TERRAIN_PIECES[scale].max, scale);
      assert.ok(pieces.some(exemptFromGuidelines), scale);
      assert.equal(new Set(pieces.map((p) => p.id)).size, pieces.length, scale);
    }
    assert.deepEqual(
      sampleTerrainPieces('skirmish').map((p) => p.name),
      ['Wood 1', 'Wood 2', 'Ruin 1', 'Hill 1', 'Rocks 1', 'Wall 1', 'Wall 2'],
    );
  });
});

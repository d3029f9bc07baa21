import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyChoice, playerView } from '@warroom/armoured-clash';
import {
  WESTERN_WALL,
  faceToFaceAcrossWall,
  wreckedWallSetup,
} from '@warroom/armoured-clash/testing';
import { chargeTo } from './heuristic-close-quarters.js';
import { threatsTo } from './heuristic-exposure.js';

/** General A's view with A's Rifles Activated in faceToFace, the building along y = 9 Wrecked when `wrecked`. */
function viewOfA(wall: typeof WESTERN_WALL | undefined, wrecked: boolean) {
  const setup = wreckedWallSetup(wall);
  const state = faceToFaceAcrossWall(setup, wrecked);
  const activated = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
  return { setup, view: playerView(activated, 'a') };
}

describe("glossary: Demolition: the bots' planning sees a Wrecked building as Blocking Terrain (rulebook p.42)", () => {
  it('glossary: Demolition, rulebook p.42 Blocking Terrain: the bot aims its Charge past the Wrecked building, not through it', () => {
    const intact = viewOfA(WESTERN_WALL, false);
    assert.deepEqual(chargeTo(intact.setup, intact.view, 'a-rifles', 'b-rifles'), {
      kind: 'charge',
      target: 'b-rifles',
      at: [10, 11],
      facing: 90,
    });
    const wrecked = viewOfA(WESTERN_WALL, true);
    assert.equal(chargeTo(wrecked.setup, wrecked.view, 'a-rifles', 'b-rifles'), undefined);
  });

  it("glossary: Demolition, rulebook p.42 Blocking Terrain: B's Rifles threaten A's only while the building between them stands", () => {
    const intact = viewOfA(undefined, false);
    assert.deepEqual(
      threatsTo(intact.setup, intact.view, intact.view, 'a-rifles').map((t) => t.enemy),
      ['b-rifles'],
    );
    const wrecked = viewOfA(undefined, true);
    assert.deepEqual(threatsTo(wrecked.setup, wrecked.view, wrecked.view, 'a-rifles'), []);
  });
});

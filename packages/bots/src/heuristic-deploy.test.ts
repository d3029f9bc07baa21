import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type At,
  type GameSetup,
  RECORD_FORMAT,
  initialState,
  playerView,
  replay,
} from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import { deployChoice } from './heuristic-deployment.js';

/** The skirmish without its wood: the battlefield turns into itself under a half turn about its centre. */
function bareSkirmish(): ReturnType<typeof skirmish> {
  return { ...skirmish(), terrain: [] };
}

/** A zone 13" wide: A's Rifles deployed at (17, 8) fill the middle of its front row. */
const NARROW_ZONE: At[] = [
  [12, 0],
  [25, 0],
  [25, 9],
  [12, 9],
];

/** A's Rifles deployed first, facing north, then B's. */
const RIFLES_FIRST = [
  { kind: 'deploy', unit: 'a-rifles', at: [17, 8], facing: 90 },
  { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
] as const;

/** The bare skirmish with A's Rifles unable to move (Movement Limit 0, as a Fortification), A's Tanks Ponderous when `ponderous`. */
function immovableRiflesBefore(ponderous: boolean): GameSetup {
  const setup = bareSkirmish();
  const a = setup.generals.a;
  const units = a.units.map((u) => {
    if (u.id === 'a-rifles') return { ...u, speed: 0 };
    if (u.id === 'a-tanks' && ponderous)
      return { ...u, specialRules: [...u.specialRules, { name: 'Ponderous' }] };
    return u;
  });
  return { ...setup, generals: { ...setup.generals, a: { ...a, units } } };
}

describe('the heuristic bot deploys alike in either zone', () => {
  it('rulebook p.57 Deploy Forces: on a battlefield that turns into itself, General B deploys at the half turn of where General A does', () => {
    const setup = bareSkirmish();
    const state = initialState(setup, 1);
    const { width, depth } = setup.battlefield;
    const a = deployChoice(setup, playerView(state, 'a'), ['a-rifles'], setup.generals.a.zone);
    const b = deployChoice(setup, playerView(state, 'b'), ['b-rifles'], setup.generals.b.zone);
    assert.equal(a?.kind, 'deploy');
    assert.equal(b?.kind, 'deploy');
    if (a?.kind !== 'deploy' || b?.kind !== 'deploy') return;
    assert.deepEqual(a.at, [17, 8]);
    assert.deepEqual(b.at, [width - a.at[0], depth - a.at[1]]);
    assert.deepEqual([a.facing, b.facing], [90, -90]);
  });

  it('rulebook p.16 Ponderous Movement, p.57 Deployment: a Ponderous unit does not deploy straight behind a friendly unit that never moves; another unit may', () => {
    const deployed = (ponderous: boolean): At | undefined => {
      const setup = immovableRiflesBefore(ponderous);
      const { state } = replay({ format: RECORD_FORMAT, setup, seed: 1, choices: RIFLES_FIRST });
      const made = deployChoice(setup, playerView(state, 'a'), ['a-tanks'], NARROW_ZONE);
      return made?.kind === 'deploy' ? made.at : undefined;
    };
    assert.deepEqual(deployed(false), [17, 6]);
    assert.deepEqual(deployed(true), [23, 6]);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  WESTERN_WALL,
  faceToFaceAcrossWall,
  wreckedWallSetup,
} from '../testing/wrecked-wall-fixture.js';
import type { GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import { legalCharge } from './charge-search.js';
import type { Choice } from './choice.js';
import { planRangedAttack } from './ranged-attack-plan.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';

const longWall = wreckedWallSetup();
const westernWall = wreckedWallSetup(WESTERN_WALL);
/** A's Rifles' Officer to (10, 11), in contact with B's rank, the unit re-formed across y = 9. */
const chargeStraight: Choice = { kind: 'charge', target: 'b-rifles', at: [10, 11], facing: 90 };
const advanceAcross: Choice = { kind: 'advance', at: [10, 10], facing: 90 };

/** A's Rifles Activated in faceToFace, the building along y = 9 Wrecked when `wrecked`. */
function riflesActivated(setup: GameSetup, wrecked: boolean): GameState {
  const state = faceToFaceAcrossWall(setup, wrecked);
  return applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
}

const refusedBy =
  (rule: string, message: string) =>
  (error: unknown): boolean =>
    error instanceof IllegalChoice && error.rule === rule && error.message === message;

describe('glossary: Demolition: a Wrecked building is Blocking Terrain for the rest of the game (rulebook p.42 Blocking Terrain)', () => {
  it('glossary: Demolition, rulebook p.42 Blocking Terrain: a Charge whose path crosses the Wrecked building is refused as Impassable Terrain; intact, the same Charge is made', () => {
    const intact = applyChoice(westernWall, riflesActivated(westernWall, false), chargeStraight);
    assert.deepEqual(intact.state.activation?.charge, {
      target: 'b-rifles',
      outflanked: false,
      impeded: false,
    });
    assert.throws(
      () => applyChoice(westernWall, riflesActivated(westernWall, true), chargeStraight),
      refusedBy(
        'rulebook pp.41-42 Impassable Terrain',
        'a-rifles#3 would enter Long Barracks, which it cannot cross',
      ),
    );
  });

  it('glossary: Demolition, rulebook p.42 Blocking Terrain: an Advance through the Wrecked building is refused; intact, it is made', () => {
    const intact = applyChoice(longWall, riflesActivated(longWall, false), advanceAcross);
    assert.deepEqual(
      intact.events.map((e) => e.kind),
      ['advance'],
    );
    assert.throws(
      () => applyChoice(longWall, riflesActivated(longWall, true), advanceAcross),
      refusedBy(
        'rulebook pp.41-42 Impassable Terrain',
        'a-rifles#1 would enter Long Barracks, which it cannot cross',
      ),
    );
  });

  it('glossary: Demolition, rulebook p.42 Blocking Terrain: Line of Sight through the Wrecked building is Blocked, so the Ranged Attack is refused; intact, the target is acquired 5" away', () => {
    const intact = planRangedAttack(
      longWall,
      riflesActivated(longWall, false),
      'a-rifles',
      'b-rifles',
      false,
    );
    assert.equal(intact.acquisition.confirmed, true);
    assert.equal(intact.acquisition.distance, 5);
    assert.throws(
      () =>
        planRangedAttack(longWall, riflesActivated(longWall, true), 'a-rifles', 'b-rifles', false),
      refusedBy(
        'rulebook p.17 Target Acquisition',
        'Rifles a-rifles cannot acquire Rifles b-rifles (visibility)',
      ),
    );
  });

  it('glossary: Demolition, rulebook p.42 Blocking Terrain: the charge search (legalCharge) goes round the Wrecked building, and finds none once it blocks Line of Sight', () => {
    assert.deepEqual(
      legalCharge(westernWall, riflesActivated(westernWall, false), 'a-rifles', ['b-rifles']),
      {
        kind: 'charge',
        target: 'b-rifles',
        at: [10, 11.000000999999997],
        facing: 450,
      },
    );
    const wrecked = riflesActivated(westernWall, true);
    const around = legalCharge(westernWall, wrecked, 'a-rifles', ['b-rifles']);
    assert.deepEqual(around, {
      kind: 'charge',
      target: 'b-rifles',
      at: [12.441341333499114, 10.934507767030613],
      facing: 472.5,
    });
    assert.deepEqual(applyChoice(westernWall, wrecked, around).state.activation?.charge, {
      target: 'b-rifles',
      outflanked: false,
      impeded: false,
    });
    assert.equal(
      legalCharge(longWall, riflesActivated(longWall, true), 'a-rifles', ['b-rifles']),
      undefined,
    );
  });
});

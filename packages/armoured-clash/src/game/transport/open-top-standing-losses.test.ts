import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { TANKS_HOLD, riflesAhead } from '../../testing/open-top-fixture.js';
import { play } from '../../testing/play-fixture.js';
import {
  attackText,
  EAST_FIRST,
  RIFLES_BUT_6,
  RIFLES_BUT_6_AND_5,
  modelsLeft,
  obstacleWall,
  withStandingOrder,
} from '../../testing/standing-losses-fixture.js';
import type { GameSetup } from '../army.js';
import type { GameState } from '../state.js';
import { planOpenTopAttack } from './open-top.js';
import { transportOpened, transportSkirmish } from './transport-fixture.js';

/**
 * Seed of the Open Top attack: 7 dice, 3 hits. Read in the default order of
 * losses (#6, #4, #5, ...: Defence 2, 2, 1 behind the half wall) they make 1
 * Damage; in B's order (#6, #5, #4, ...: Defence 2, 1, 2), 2.
 */
const ATTACK_SEED = 3;

/**
 * A's tanks Open Top, Occupied by A's rifles; B's rifles with Emplacement, and
 * an Obstacle wall 0.4" deep along the west half of the south face of their
 * rank once moved ahead (x 16.6 to 19.4, y 14.1 to 14.5): #6, #4 and #2 touch
 * it, the others do not.
 */
function walledSetup(): GameSetup {
  const base = transportSkirmish(3, true, [], [{ name: 'Open Top' }]);
  const emplaced = (u: GameSetup['generals']['b']['units'][number]) =>
    u.id === 'b-rifles' ? { ...u, specialRules: [...u.specialRules, { name: 'Emplacement' }] } : u;
  return {
    ...base,
    generals: {
      ...base.generals,
      b: { ...base.generals.b, units: base.generals.b.units.map(emplaced) },
    },
    terrain: [...base.terrain, obstacleWall(18, 14.3, 2.8)],
  };
}

/** The Open Top attack offered, B's standing order `lossOrder`; generator reseeded. */
function offered(setup: GameSetup, lossOrder?: readonly string[]): GameState {
  const { state } = play(setup, riflesAhead(transportOpened(setup)), TANKS_HOLD);
  withStandingOrder(state, 'b', 'b-rifles', lossOrder);
  state.rng = seedRng(ATTACK_SEED);
  return state;
}

const HITS =
  'Tanks a-tanks fires with the Armaments Grid of Rifles a-rifles at Rifles b-rifles (glossary: Open Top): weakened, 7 dice (Strike, Blank, Blank, Glancing Strike, Miss, Heroic Strike, Blank), 3 hits';

/** A's tanks make the Open Top attack at B's rifles, B's standing order `standing`. */
function openTopped(standing?: readonly string[]) {
  const setup = walledSetup();
  return play(setup, offered(setup, standing), [
    { kind: 'openTopAttack', unit: 'a-rifles', target: 'b-rifles' },
  ]);
}

describe('rulebook pp.34-35, glossary: Emplacement, Open Top — the Open Top attack reads each loss’s Defence in its target’s order of losses', () => {
  it('glossary: Emplacement, Open Top: the plan reads the wall in the order of losses it is given (default #6, #4, #5, #2, #3, #1; B’s order #6, #5, #4, #3, #2, #1)', () => {
    const setup = walledSetup();
    const state = offered(setup);
    const plan = (order?: readonly string[]) =>
      planOpenTopAttack(setup, state, 'a-tanks', 'a-rifles', 'b-rifles', {}, undefined, order)
        .attack.situation.obstacleCrossedInLossOrder;
    assert.deepEqual(plan(), [true, true, false, true, false, false]);
    assert.deepEqual(plan(EAST_FIRST), [true, false, true, false, true, false]);
  });

  it('glossary: Emplacement: without an order, the losses take #6 then #4, both behind the wall: Defence 2, 3 hits make 1 Damage and Destroy #6', () => {
    const made = openTopped();
    assert.equal(attackText(made.events), `${HITS}, 1 damage, 1 destroyed`);
    assert.deepEqual(modelsLeft(made.state, 'b-rifles'), RIFLES_BUT_6);
  });

  it('rulebook pp.34-35, glossary: Emplacement, Open Top: B’s standing order takes #5, clear of the wall, second: the attack reads its Defence 1 as the losses take it, 3 hits make 2 Damage and Destroy #6 and #5 (it read #4’s Defence 2 and made 1)', () => {
    const made = openTopped(EAST_FIRST);
    assert.equal(attackText(made.events), `${HITS}, 2 damage, 2 destroyed`);
    assert.deepEqual(modelsLeft(made.state, 'b-rifles'), RIFLES_BUT_6_AND_5);
  });
});

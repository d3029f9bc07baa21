import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { cardOnTop, faceToFace } from '../testing/melee-fixture.js';
import {
  assertSameAttack,
  attackText,
  EAST_FIRST,
  RIFLES_BUT_6,
  RIFLES_BUT_6_AND_5,
  modelsLeft,
  withStandingOrder,
} from '../testing/standing-losses-fixture.js';
import { halfWalledEmplacement } from '../testing/wall-fixture.js';
import type { GameState } from './state.js';
import { throwMade } from './throw-made.js';

/** Card id 3 of the skirmish deck (id i has Value i % 12 + 1): a Throw of 4 dice. */
const VALUE_4 = 3;

/**
 * Seed of the Throw's roll: 4 dice, 3 hits. Read in the default order of
 * losses (#6, #4, #5, ...: Defence 2, 2, 1 behind the half wall) they make 1
 * Damage; in B's order (#6, #5, #4, ...: Defence 2, 1, 2), 2.
 */
const THROW_SEED = 2;

/** A's rifles Throw at B's rifles, Emplaced behind the half wall; B's standing order `standing`, its order for this attack `given`. */
function thrown(standing?: readonly string[], given?: readonly string[]) {
  const setup = halfWalledEmplacement();
  const state: GameState = faceToFace(setup);
  withStandingOrder(state, 'b', 'b-rifles', standing);
  cardOnTop(state, 'a', VALUE_4);
  state.rng = seedRng(THROW_SEED);
  const thrower = state.units['a-rifles'];
  assert.ok(thrower !== undefined);
  const declared = {
    target: 'b-rifles',
    thrownBy: 'glossary: Throw (X")',
    ...(given === undefined ? {} : { targetLosses: given }),
  };
  const events = throwMade(setup, state, thrower, declared);
  return { state, events };
}

const HITS = 'Rifles a-rifles Throws at Rifles b-rifles: weakened, 4 dice, 3 hits';

describe('rulebook pp.34-35, glossary: Emplacement, Throw (X") — the Throw reads each loss’s Defence in its target’s order of losses', () => {
  it('glossary: Emplacement: without an order, the losses take #6 then #4, both behind the wall: Defence 2, 3 hits make 1 Damage and Destroy #6', () => {
    const made = thrown();
    assert.equal(attackText(made.events), `${HITS}, 1 damage, 1 destroyed`);
    assert.deepEqual(modelsLeft(made.state, 'b-rifles'), RIFLES_BUT_6);
  });

  it('rulebook pp.34-35, glossary: Emplacement, Throw (X"): B’s standing order takes #5, clear of the wall, second: the Throw reads its Defence 1 as the losses take it, 3 hits make 2 Damage and Destroy #6 and #5 (it read #4’s Defence 2 and made 1)', () => {
    const made = thrown(EAST_FIRST);
    assert.equal(attackText(made.events), `${HITS}, 2 damage, 2 destroyed`);
    assert.deepEqual(modelsLeft(made.state, 'b-rifles'), RIFLES_BUT_6_AND_5);
  });

  it('rulebook pp.34-35: the standing order counts as the same order given for the Throw (same dice, same units)', () => {
    const standing = thrown(EAST_FIRST);
    const given = thrown(undefined, EAST_FIRST);
    assertSameAttack(given, standing);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { interceptionEngaging } from '../../testing/interception-engage-fixture.js';
import { play } from '../../testing/play-fixture.js';
import {
  assertSameAttack,
  attackText,
  modelsLeft,
  obstacleWall,
  withStandingOrder,
} from '../../testing/standing-losses-fixture.js';
import type { GameSetup } from '../army.js';
import type { Choice } from '../choice.js';
import type { GameState } from '../state.js';
import { interceptSkirmish } from './interception-fixture.js';

/**
 * Seed of the interceptors' attack: 4 dice (three Heroic Strikes and a
 * Strike), 7 hits: 2 Damage against the Defence 3 of A's fighters, 1 against
 * the Defence 4 of a fighter behind the wall (glossary: Emplacement).
 */
const ATTACK_SEED = 13;

/**
 * A's standing order of losses: its Officer, the fighter behind the wall,
 * first (without an order the other, #2, is taken first).
 */
const WALLED_FIRST = ['a-fighters#1'];

/**
 * The intercept skirmish, A's fighters with Emplacement, and a wall (an
 * Obstacle) along the north edge of A's first fighter, its Officer, where it
 * will stand, at (15, 5): B's Line of Sight from (18, 25) to it crosses the
 * wall, not to A's second fighter at (21, 5).
 */
function walledSetup(): GameSetup {
  const setup = interceptSkirmish([{ name: 'Emplacement' }]);
  return { ...setup, terrain: [...setup.terrain, obstacleWall(15, 6.2, 2)] };
}

/**
 * B's Interception Sortie at its Engage Step: A's fighters Activated (no
 * approach), B's Intercept received, its fighters approached 0"; then A's
 * fighters placed at (15, 5) and (21, 5) facing north, B's at (18, 25) and
 * (18, 28) facing south: A's two equally close to B's (rulebook p.34: its
 * General chooses between them). A's standing order `lossOrder`. Generator reseeded.
 */
function engaging(setup: GameSetup, lossOrder?: readonly string[]): GameState {
  const places = {
    a: [
      [15, 5],
      [21, 5],
    ],
    b: [
      [18, 25],
      [18, 28],
    ],
  } as const;
  const state = interceptionEngaging(setup, places);
  withStandingOrder(state, 'a', 'a-fighters', lossOrder);
  state.rng = seedRng(ATTACK_SEED);
  return state;
}

const ATTACK: Choice = { kind: 'rangedAttack', target: 'a-fighters' };
/** A lets the attack go ahead without a Command; `losses`: the order it gives for this attack. */
const goAhead = (losses?: readonly string[]): Choice => ({
  kind: 'targetedByRangedAttack',
  ...(losses === undefined ? {} : { losses }),
});

const HITS =
  'Fighters b-fighters fires at Fighters a-fighters: neutral, 4 dice (Heroic Strike, Heroic Strike, Heroic Strike, Strike), 7 hits';

/** B's interceptors attack A's fighters (A ordering its losses as `given` at the wait), A's standing order `standing`. */
function intercepted(standing?: readonly string[], given?: readonly string[]) {
  const setup = walledSetup();
  return play(setup, engaging(setup, standing), [ATTACK, goAhead(given)]);
}

describe('rulebook pp.34-35, glossary: Emplacement, Interceptor — the Interception Sortie’s attack reads each loss’s Defence in its target’s standing order of losses', () => {
  it('glossary: Emplacement: without an order, the first loss is A’s #2, clear of the wall: Defence 3, 7 hits make 2 Damage and Destroy it', () => {
    const made = intercepted();
    assert.equal(attackText(made.events), `${HITS}, 2 damage, 1 destroyed`);
    assert.deepEqual(modelsLeft(made.state, 'a-fighters'), ['a-fighters#1']);
  });

  it('rulebook pp.34-35, glossary: Emplacement, Interceptor: A’s standing order names the walled Officer first: the attack reads its Defence 4 for the first loss as the losses take it, 7 hits make 1 Damage and Destroy nothing (it read #2’s Defence 3 and removed the Officer)', () => {
    const made = intercepted(WALLED_FIRST);
    assert.equal(attackText(made.events), `${HITS}, 1 damage, 0 destroyed`);
    assert.deepEqual(modelsLeft(made.state, 'a-fighters'), ['a-fighters#1', 'a-fighters#2']);
    assert.equal(made.state.units['a-fighters']?.damage, 1);
  });

  it('rulebook pp.34-35: the standing order counts as the same order given as the attack waited for A (same dice, same units)', () => {
    const standing = intercepted(WALLED_FIRST);
    const given = intercepted(undefined, WALLED_FIRST);
    assertSameAttack(given, standing);
  });
});

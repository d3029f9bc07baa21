import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { attackOdds } from '../odds/attack-odds.js';
import { lossOrderSeenBy } from '../odds/loss-order-seen.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { faceToFace } from '../testing/melee-fixture.js';
import { chiSquare, chiSquareCritical } from '../testing/statistics.js';
import { lossSequence } from './loss-sequence.js';
import { attackingUnit } from './open-formation-losses.js';
import { planRangedAttack, rangedAttack } from './ranged-attack.js';
import { copyState } from './copy-state.js';
import { tableOf } from './table-of.js';
import { playerView } from './view.js';
import { halfWalledEmplacement } from '../testing/wall-fixture.js';

/** Seeded attacks per cross-check. */
const SAMPLES = 1500;
/** B's standing order: the east end first, then the next east (the models clear of the wall). */
const EAST_FIRST = ['b-rifles#5', 'b-rifles#3'];

describe("glossary: Emplacement: the exact odds read each model's Obstacle in the General's standing order of losses", () => {
  const setup = halfWalledEmplacement();
  const base = faceToFace(setup);
  base.players.b.lossOrders = { 'b-rifles': EAST_FIRST };
  const rifles = base.units['b-rifles']!;
  const plan = (lossPreference?: readonly string[]) =>
    planRangedAttack(setup, base, 'a-rifles', 'b-rifles', true, false, {
      ...(lossPreference === undefined ? {} : { lossPreference }),
    });
  const own = lossOrderSeenBy(playerView(base, 'b'), rifles);
  const ordered = plan(own.preference);

  it("glossary: Emplacement, rulebook pp.34-35 Destroying Models: B's own odds take the ends it named as the rank allows them (#6 first, the only end keeping the Officer the centre; #5 named; #4, the only end; #3 named; #2; the Officer last): behind the wall 1st, 3rd and 5th, not 1st, 2nd and 4th; A's odds, blind to the order, keep the default (#6, #4, #5, #2, #3, the Officer)", () => {
    assert.deepEqual(own.preference, EAST_FIRST);
    assert.deepEqual(ordered.attack.situation.obstacleCrossedInLossOrder, [
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
    const other = lossOrderSeenBy(playerView(base, 'a'), rifles);
    assert.deepEqual(other, { assumesDefaultOrder: true });
    assert.deepEqual(plan(other.preference).attack.situation.obstacleCrossedInLossOrder, [
      true,
      true,
      false,
      true,
      false,
      false,
    ]);
    const withOrder = attackOdds(ordered.attack, ARMOURED_CLASH_RULES).modelsDestroyed;
    const withDefault = attackOdds(plan().attack, ARMOURED_CLASH_RULES).modelsDestroyed;
    assert.notDeepEqual(Array.from(withOrder), Array.from(withDefault));
  });

  it("glossary: Emplacement: the engine's seeded attacks Destroy models in B's standing order as often as B's odds say (chi-square, 1e-6 false alarm)", () => {
    const odds = attackOdds(ordered.attack, ARMOURED_CLASH_RULES);
    const from = attackingUnit(tableOf(setup, base), 'a-rifles');
    const order = lossSequence(setup, rifles, from, { preference: EAST_FIRST }).map(
      (loss) => loss.destroyed.id,
    );
    const destroyed = new Array<number>(odds.modelsDestroyed.length).fill(0);
    for (let i = 0; i < SAMPLES; i++) {
      const state = copyState(base);
      state.rng = seedRng(`ordered emplacement ${i}`);
      const events = rangedAttack(setup, state, state.units['a-rifles']!, 'b-rifles', true);
      const count = events.find((e) => e.kind === 'rangedAttack')?.roll?.modelsDestroyed ?? NaN;
      destroyed[count]! += 1;
      const left = state.units['b-rifles']!.models.map((m) => m.id).sort();
      assert.deepEqual(left, order.slice(count).sort(), `seed ${i}`);
    }
    const { statistic, degreesOfFreedom } = chiSquare(destroyed, odds.modelsDestroyed, SAMPLES);
    assert.ok(statistic < chiSquareCritical(degreesOfFreedom), `chi-square ${statistic}`);
  });
});

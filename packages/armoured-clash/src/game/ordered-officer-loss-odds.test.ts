import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { countValues } from '../cards/card-values.js';
import { attackOdds } from '../odds/attack-odds.js';
import { lossOrderSeenBy } from '../odds/loss-order-seen.js';
import { officerLostOdds } from '../odds/officer-lost-odds.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { TO_ATTACK_STEP, setHand } from '../testing/command-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import { chiSquare, chiSquareCritical } from '../testing/statistics.js';
import { applyChoice } from './apply-choice.js';
import type { GameEvent } from './events.js';
import { nextDecision } from './next-decision.js';
import { planRangedAttack } from './ranged-attack.js';
import { rangedSuppressionQuery } from './ranged-target-morale.js';
import { RECORD_FORMAT, replay } from './record.js';
import { type GameState } from './state.js';
import { copyState } from './copy-state.js';
import { playerView } from './view.js';

const setup = skirmish();
/** Seeded attacks per cross-check. */
const SAMPLES = 1500;
const OFFICER = 'b-tanks#1';
/** B's Tanks' models before the attack. */
const TANKS = 2;
/** How far sums of the same probabilities taken in another order may differ. */
const ROUNDING = 1e-12;
/** B's standing order: its Officer first of the tanks equally closest. */
const OFFICER_FIRST = [OFFICER, 'b-tanks#2'];
/** B's Tanks' Discipline where they stand, and with the Officer lost (Disordered, -1). */
const DISCIPLINE = 7;
const DISORDERED_DISCIPLINE = 6;
/** The test one tank lost takes Disordered: 6, -1 for half the unit lost (rulebook p.36). */
const TESTED_AT = 5;

/**
 * A's Tanks in their Attack Step, both hands empty (no Command possible), B's
 * #2 straight across from A's #2 as B's Officer #1 is from A's #1: the two
 * equally closest (as game/losses-ordered.test.ts). B's Tanks carry 2 Damage
 * (Limit 3): each point of Damage Destroys a tank. B's standing order puts
 * its Officer first.
 */
function attackStep(): GameState {
  const state = replay({ format: RECORD_FORMAT, setup, seed: 2, choices: TO_ATTACK_STEP }).state;
  setHand(state, 'a', []);
  setHand(state, 'b', []);
  const tanks = state.units['b-tanks']!;
  tanks.models = tanks.models.map((m) => (m.id === 'b-tanks#2' ? { ...m, x: 26.25 } : m));
  tanks.damage = 2;
  state.players.b.lossOrders = { 'b-tanks': OFFICER_FIRST };
  return state;
}

/** The attack made on a copy seeded `seed`: B lets it go ahead with no order for it, then tests. */
function seededAttack(base: GameState, seed: string): { state: GameState; events: GameEvent[] } {
  let state = copyState(base);
  state.rng = seedRng(seed);
  const events: GameEvent[] = [];
  let next = applyChoice(setup, state, { kind: 'rangedAttack', target: 'b-tanks' });
  for (;;) {
    events.push(...next.events);
    state = next.state;
    const kind = nextDecision(setup, state)?.options[0]?.kind;
    if (kind !== 'targetedByRangedAttack' && kind !== 'suppressionTest') break;
    next = applyChoice(setup, state, { kind });
  }
  return { state, events };
}

function fits(observed: readonly number[], exact: ArrayLike<number>): void {
  const { statistic, degreesOfFreedom } = chiSquare(observed, exact, SAMPLES);
  assert.ok(statistic < chiSquareCritical(degreesOfFreedom), `chi-square ${statistic}`);
}

describe("rulebook p.35 Loss of an Officer: the exact odds follow the General's standing order of losses", () => {
  const base = attackStep();
  const seen = lossOrderSeenBy(playerView(base, 'b'), base.units['b-tanks']!);
  const { preference } = seen;
  const deck = countValues(
    base.players.b.deck.piles.drawPile.map((c) => setup.generals.b.deck.cards[c]?.value ?? 0),
  );
  const aimed = base.activation?.aimed === true;
  const plan = planRangedAttack(setup, base, 'a-tanks', 'b-tanks', aimed, false, {
    ...base.activation,
    ...(preference === undefined ? {} : { lossPreference: preference }),
  });
  const losses = { attacker: 'a-tanks', preference };
  const query = rangedSuppressionQuery(setup, base, 'b-tanks', deck, losses);
  const odds = attackOdds(plan.attack, ARMOURED_CLASH_RULES, { suppression: query });
  const choice = { preference };
  const lost = officerLostOdds(
    setup,
    base,
    { attacker: 'a-tanks', target: 'b-tanks', choice },
    odds.modelsDestroyed,
  );

  it("rulebook p.35 Loss of an Officer: B's own odds take its order: the Officer is the first loss (Disordered after 1), where the engine's default spares it (never lost while a tank is left)", () => {
    assert.deepEqual(preference, OFFICER_FIRST);
    assert.equal(seen.assumesDefaultOrder, false);
    assert.equal(query.morale.discipline, DISCIPLINE);
    assert.equal(query.officerLost?.after, 1);
    assert.equal(query.officerLost.morale.discipline, DISORDERED_DISCIPLINE);
    const plain = rangedSuppressionQuery(setup, base, 'b-tanks', deck, { attacker: 'a-tanks' });
    assert.equal(plain.officerLost, undefined);
    // The Officer goes with the first tank lost: lost whenever any is.
    assert.ok(Math.abs(lost - (1 - (odds.modelsDestroyed[0] ?? 0))) < ROUNDING, `${lost}`);
  });

  it("rulebook p.35 Loss of an Officer, p.34 Destroying Models: in the engine's seeded games B's standing order loses the Officer as often as the odds say, and one tank lost is tested Disordered (chi-square, 1e-6 false alarm)", () => {
    const destroyed = new Array<number>(odds.modelsDestroyed.length).fill(0);
    let officerLost = 0;
    let tests = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const { state, events } = seededAttack(base, `ordered officer ${i}`);
      const tanks = state.units['b-tanks']!;
      const count = TANKS - tanks.models.length;
      destroyed[count]! += 1;
      if (!tanks.models.some((m) => m.id === OFFICER)) officerLost += 1;
      if (count !== 1) continue;
      assert.deepEqual(
        tanks.models.map((m) => m.id),
        ['b-tanks#2'],
        `seed ${i}`,
      );
      const test = events.find((e) => e.kind === 'suppressionTest')?.test;
      if (test === undefined) continue;
      tests++;
      assert.equal(test.discipline, TESTED_AT, `seed ${i}`);
    }
    assert.ok(tests > 0, 'some seeded attacks destroy one tank');
    fits(destroyed, odds.modelsDestroyed);
    fits([SAMPLES - officerLost, officerLost], [1 - lost, lost]);
  });
});

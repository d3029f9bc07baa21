import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { countValues, probabilityAbove } from '../cards/card-values.js';
import { attackOdds } from '../odds/attack-odds.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { opened } from '../testing/clash-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { Choice } from './choice.js';
import { planRangedAttack } from './ranged-attack.js';
import { rangedSuppressionQuery } from './ranged-target-morale.js';

const setup = skirmish();

/** How far sums of the same probabilities taken in another order may differ. */
const ROUNDING = 1e-12;

const TO_FIRE: readonly Choice[] = [
  { kind: 'activate', unit: 'a-tanks' },
  { kind: 'hold' },
  { kind: 'rangedAttack', target: 'b-tanks' },
  { kind: 'suppressionTest' },
];

/** The Discipline B's Tanks took their Suppression Test at after losing one tank to A's, seeded; undefined otherwise. */
function engineTest(seed: number): number | undefined {
  let state = opened(setup);
  state.rng = seedRng(seed);
  let discipline: number | undefined;
  for (const choice of TO_FIRE) {
    if (choice.kind === 'suppressionTest' && state.suppressionTest === undefined) break;
    const next = applyChoice(setup, state, choice);
    const test = next.events.find((e) => e.kind === 'suppressionTest')?.test;
    discipline ??= test?.discipline;
    state = next.state;
  }
  return state.units['b-tanks']?.models.length === 1 ? discipline : undefined;
}

describe('rulebook p.35 Loss of an Officer: the exact odds weigh the Disordered test as the engine takes it', () => {
  it("rulebook p.35 Loss of an Officer: B's Officer, closest to A's tanks, is the first loss: one tank lost, B tests Disordered at 5 (7, -1 half lost, -1 Disordered), in the odds and in the game", () => {
    const state = opened(setup);
    const plan = planRangedAttack(setup, state, 'a-tanks', 'b-tanks', false);
    const deck = countValues(
      state.players.b.deck.piles.drawPile.map((c) => setup.generals.b.deck.cards[c]?.value ?? 0),
    );
    const query = rangedSuppressionQuery(setup, state, 'b-tanks', deck, { attacker: 'a-tanks' });
    assert.equal(query.morale.discipline, 7);
    assert.equal(query.officerLost?.after, 1);
    assert.equal(query.officerLost?.morale.discipline, 6);
    const odds = attackOdds(plan.attack, ARMOURED_CLASH_RULES, { suppression: query });
    // Two tanks: a test only when exactly one is lost (both lost: Annihilated).
    const oneLost = odds.modelsDestroyed[1] ?? 0;
    assert.ok(oneLost > 0);
    assert.equal(odds.suppression?.tested, oneLost);
    const failed = odds.suppression?.failed ?? 0;
    assert.ok(Math.abs(failed - oneLost * probabilityAbove(deck, 5)) < ROUNDING, `${failed}`);
    let tests = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const discipline = engineTest(seed);
      if (discipline === undefined) continue;
      tests++;
      assert.equal(discipline, 5, `seed ${seed}`);
    }
    assert.ok(tests > 0, 'some seeded attacks destroy one tank');
  });

  it('rulebook p.35 Loss of an Officer: without the attacking unit the odds take the test at the Discipline the unit has now', () => {
    const state = opened(setup);
    const query = rangedSuppressionQuery(setup, state, 'b-tanks', countValues([1]));
    assert.equal(query.officerLost, undefined);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { countValues } from '../cards/card-values.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import type { GameSetup } from '../game/army.js';
import { applyChoice } from '../game/apply-choice.js';
import type { Choice } from '../game/choice.js';
import { planRangedAttack } from '../game/ranged-attack.js';
import { rangedSuppressionQuery } from '../game/ranged-target-morale.js';
import type { GameState } from '../game/state.js';
import { attackOdds } from './attack-odds.js';

const CLOSE = 1e-12;
/** B's Rifles' models, and the fewest left with fewer than half lost (no Casualties penalty). */
const MODELS = 6;
const FEWER_THAN_HALF_LOST = 4;
/** Seeded attacks tried in the game. */
const SEEDS = 150;
/** B's Rifles' Officer, at the front of its Close Formation. */
const OFFICER = 'b-rifles#1';

/** The skirmish with A's Rifles' Ranged rows given Precision. */
function precise(): GameSetup {
  const rifles = skirmish().generals.a.units.find((u) => u.id === 'a-rifles')!;
  const rows = rifles.armaments.rows.map((row) =>
    row.attack === 'ranged'
      ? { ...row, qualities: [...row.qualities, { name: 'Precision' }] }
      : row,
  );
  return skirmishWith({ 'a-rifles': { profile: { armaments: { ...rifles.armaments, rows } } } });
}

function deckOf(setup: GameSetup, state: GameState): number[] {
  return countValues(
    state.players.b.deck.piles.drawPile.map((c) => setup.generals.b.deck.cards[c]?.value ?? 0),
  );
}

/** The Discipline B's Rifles (6 models) took their test at after A's Precision picked their Officer, when fewer than half were lost. */
function engineTest(setup: GameSetup, seed: number): number | undefined {
  let state = faceToFace(setup);
  state.rng = seedRng(seed);
  let discipline: number | undefined;
  const choices: readonly Choice[] = [
    { kind: 'activate', unit: 'a-rifles' },
    { kind: 'hold' },
    { kind: 'rangedAttack', target: 'b-rifles', precision: [OFFICER] },
    { kind: 'suppressionTest' },
  ];
  for (const choice of choices) {
    if (choice.kind === 'suppressionTest' && state.suppressionTest === undefined) break;
    const next = applyChoice(setup, state, choice);
    discipline ??= next.events.find((e) => e.kind === 'suppressionTest')?.test?.discipline;
    state = next.state;
  }
  const left = state.units['b-rifles']?.models.length ?? 0;
  return left >= FEWER_THAN_HALF_LOST && left < MODELS ? discipline : undefined;
}

describe('glossary: Precision: the exact odds follow the models the attacking General picks', () => {
  const setup = precise();
  const state = faceToFace(setup);
  const deck = deckOf(setup, state);
  const plan = planRangedAttack(setup, state, 'a-rifles', 'b-rifles', false);

  it('glossary: Precision, rulebook p.35 Loss of an Officer: the Officer picked is the first loss, so the test is Disordered (Discipline 6 to 5) from one model lost; the back rank first never takes it before the last', () => {
    const plain = rangedSuppressionQuery(setup, state, 'b-rifles', deck, { attacker: 'a-rifles' });
    const picked = rangedSuppressionQuery(setup, state, 'b-rifles', deck, {
      attacker: 'a-rifles',
      first: [OFFICER],
    });
    assert.equal(plain.officerLost, undefined);
    assert.equal(picked.officerLost?.after, 1);
    assert.equal(picked.morale.discipline, 6);
    assert.equal(picked.officerLost?.morale.discipline, 5);
  });

  it('glossary: Precision: picking the Officer raises the odds the test fails from 0.2668 to 0.2902 (the same losses, tested Disordered)', () => {
    const odds = (first?: readonly string[]) =>
      attackOdds(plan.attack, ARMOURED_CLASH_RULES, {
        suppression: rangedSuppressionQuery(setup, state, 'b-rifles', deck, {
          attacker: 'a-rifles',
          first,
        }),
      }).suppression;
    const plain = odds();
    const picked = odds([OFFICER]);
    assert.ok(Math.abs((plain?.failed ?? 0) - 0.26680807464986706) < CLOSE, `${plain?.failed}`);
    assert.ok(Math.abs((picked?.failed ?? 0) - 0.2902335348608782) < CLOSE, `${picked?.failed}`);
    assert.equal(picked?.tested, plain?.tested);
  });

  it('glossary: Precision: in the game, seeded, the Officer picked and one or two models lost, B tests at 5 as the odds take it', () => {
    let tests = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const discipline = engineTest(setup, seed);
      if (discipline === undefined) continue;
      tests++;
      assert.equal(discipline, 5, `seed ${seed}`);
    }
    assert.ok(tests > 0, 'some seeded attacks destroy one or two models');
  });
});

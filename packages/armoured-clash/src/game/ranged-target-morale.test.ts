import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { countValues } from '../cards/card-values.js';
import { attackOdds } from '../odds/attack-odds.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { opened } from '../testing/clash-fixture.js';
import { skirmishWith } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { ArmyUnit, GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { planRangedAttack } from './ranged-attack.js';
import { rangedSuppressionQuery } from './ranged-target-morale.js';
import type { GameState } from './state.js';

/**
 * A's Tanks with Seismic on every Ranged row; B's Tanks of Discipline 3 (they
 * fail their tests often); B's Rifles a Commander unit (or not).
 */
function seismicAgainst(commander: boolean): GameSetup {
  const base = skirmishWith({
    'b-rifles': { traits: commander ? ['Commander'] : [] },
    'b-tanks': { profile: { discipline: 3 } },
  });
  const seismic = (unit: ArmyUnit): ArmyUnit =>
    unit.id !== 'a-tanks'
      ? unit
      : {
          ...unit,
          armaments: {
            ...unit.armaments,
            rows: unit.armaments.rows.map((row) =>
              row.attack === 'ranged'
                ? { ...row, qualities: [...row.qualities, { name: 'Seismic' }] }
                : row,
            ),
          },
        };
  return {
    ...base,
    generals: {
      ...base.generals,
      a: { ...base.generals.a, units: base.generals.a.units.map(seismic) },
    },
  };
}

/** The game opened, B's Rifles shifted 8" east: 1.75" from B's Tanks. */
function near(setup: GameSetup): GameState {
  const state = opened(setup);
  const rifles = state.units['b-rifles']!;
  rifles.models = rifles.models.map((m) => ({ ...m, x: m.x + 8 }));
  return state;
}

const TO_FIRE: readonly Choice[] = [
  { kind: 'activate', unit: 'a-tanks' },
  { kind: 'hold' },
  { kind: 'rangedAttack', target: 'b-tanks' },
];

/** The engine's own attack, seeded: whether B's Tanks failed the test, and their statuses once the choice is made. */
function engineAttack(setup: GameSetup, seed: number) {
  let state = near(setup);
  state.rng = seedRng(seed);
  let failed = false;
  for (const choice of [...TO_FIRE, { kind: 'suppressionTest' } as const]) {
    if (choice.kind === 'suppressionTest' && state.suppressionTest === undefined) break;
    const next = applyChoice(setup, state, choice);
    failed ||= next.events.some((e) => e.kind === 'suppressionTest' && e.test?.passed === false);
    state = next.state;
  }
  return { failed, statuses: state.units['b-tanks']?.statuses ?? [] };
}

describe('rulebook p.49 Commander: the exact odds of a Seismic attack match the engine near a Commander', () => {
  it('glossary: Seismic within 6" of a friendly Commander: the odds give no Disordered target, as the engine (which drops it at once) never leaves it', () => {
    for (const commander of [true, false]) {
      const setup = seismicAgainst(commander);
      const state = near(setup);
      const plan = planRangedAttack(setup, state, 'a-tanks', 'b-tanks', false);
      const deck = countValues(
        state.players.b.deck.piles.drawPile.map((c) => setup.generals.b.deck.cards[c]?.value ?? 0),
      );
      const query = rangedSuppressionQuery(setup, state, 'b-tanks', deck);
      assert.equal(query.steadied, commander);
      const gains = attackOdds(plan.attack, ARMOURED_CLASH_RULES, { suppression: query })
        .suppression?.gains;
      assert.ok((gains?.suppressed ?? 0) > 0);
      assert.equal(gains?.disordered, commander ? 0 : gains?.suppressed);
      let failures = 0;
      for (let seed = 1; seed <= 40; seed++) {
        const { failed, statuses } = engineAttack(setup, seed);
        if (!failed) continue;
        failures++;
        assert.ok(statuses.includes('suppressed'));
        assert.equal(statuses.includes('disordered'), !commander, `seed ${seed}`);
      }
      assert.ok(failures > 0, 'some seeded attacks fail the test');
    }
  });
});

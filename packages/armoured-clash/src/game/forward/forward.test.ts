import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ForwardDie } from '../../rules/entries/forward.js';
import { setupRuleProblems } from '../setup-rules.js';
import { skirmishWith } from '../../testing/melee-fixture.js';
import type { GameSetup } from '../army.js';
import { applyChoice } from '../apply-choice.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import { type GameState } from '../state.js';
import { initialState } from '../initial-state.js';
import { playerView } from '../view.js';

/** The skirmish with a hand-made Forward profile (no profile of our data names the rule): A's Rifles. */
const setup: GameSetup = {
  ...skirmishWith({ 'a-rifles': { rules: [{ name: 'Forward' }] } }),
  objectives: [{ id: 'obj', at: [22, 17] }],
  terrain: [
    {
      id: 'house',
      name: 'House',
      size: 2,
      features: ['blocking'],
      area: { rectangle: { centre: [32, 17], width: 3, depth: 3, facing: 0 } },
      defensible: {},
    },
  ],
};

/** A chose the Rifles as a Forward unit; its Forward Pool set to `die` (B has no unit with Forward). */
function forwardWith(die: ForwardDie, game: GameSetup = setup): GameState {
  const chosen = applyChoice(game, initialState(game, 3), {
    kind: 'chooseForward',
    units: ['a-rifles'],
  }).state;
  return { ...chosen, forward: { chosen: { a: ['a-rifles'], b: [] }, pools: { a: [die], b: [] } } };
}

/** The Rifles (six models a rank wide, 1" bases) deployed Forward, Officer at `at`, facing north. */
function deployRifles(die: ForwardDie, at: readonly [number, number]): Choice {
  return { kind: 'deploy', unit: 'a-rifles', at, facing: 90, forwardDie: die };
}

describe('glossary: Forward', () => {
  it('glossary: Forward: the registry knows the rule (no X); a profile naming it raises no problem', () => {
    assert.deepEqual(setupRuleProblems(setup), []);
  });

  it('glossary: Forward: after the Deployment Zones are claimed, before any unit deploys, the General chooses any number of their units with Forward', () => {
    const state = initialState(setup, 3);
    assert.equal(state.stage, 'forward');
    assert.deepEqual(nextDecision(setup, state), {
      player: 'a',
      prompt:
        'Choose any number of your units with Forward to deploy first, each with a die of your Forward Pool (glossary: Forward)',
      options: [
        { kind: 'chooseForward', units: [] },
        { kind: 'chooseForward', units: ['a-rifles'] },
      ],
    });
    assert.throws(() => applyChoice(setup, state, { kind: 'chooseForward', units: ['a-tanks'] }), {
      rule: 'glossary: Forward',
      message: 'a-tanks is not a unit of yours with Forward waiting to deploy (units: a-rifles)',
    });
  });

  it('glossary: Forward: the Forward Pool is one Attack Die per unit chosen (seed 3: a Blank), then Deployment begins', () => {
    const { state, events } = applyChoice(setup, initialState(setup, 3), {
      kind: 'chooseForward',
      units: ['a-rifles'],
    });
    assert.deepEqual(
      events.map((e) => e.text),
      [
        'A chooses as Forward units: Rifles a-rifles (glossary: Forward)',
        'A rolls a Forward Pool of Blank (glossary: Forward)',
      ],
    );
    assert.deepEqual(state.forward, {
      chosen: { b: [], a: ['a-rifles'] },
      pools: { a: ['blank'], b: [] },
    });
    assert.equal(state.stage, 'deployment');
    assert.deepEqual(nextDecision(setup, state)?.constraints, [
      {
        kind: 'deploy',
        units: ['a-rifles'],
        zone: setup.generals.a.zone,
        forwardPool: ['blank'],
      },
    ]);
  });

  it('glossary: Forward: choosing none, the General deploys as usual', () => {
    const { state } = applyChoice(setup, initialState(setup, 3), {
      kind: 'chooseForward',
      units: [],
    });
    assert.deepEqual(state.forward, { chosen: { b: [], a: [] }, pools: { a: [], b: [] } });
    const deployed = applyChoice(setup, state, {
      kind: 'deploy',
      unit: 'a-tanks',
      at: [30, 5],
      facing: 90,
    }).state;
    assert.equal(deployed.units['a-tanks']?.deployed, true);
  });

  it('glossary: Forward: the chosen units must be deployed before any other unit, and not into Reserve', () => {
    const state = forwardWith('blank');
    assert.throws(
      () => applyChoice(setup, state, { kind: 'deploy', unit: 'a-tanks', at: [30, 5], facing: 90 }),
      {
        rule: 'glossary: Forward',
        message: 'the chosen Forward units must be deployed before any other unit (a-rifles first)',
      },
    );
    assert.throws(() => applyChoice(setup, state, { kind: 'reserve', unit: 'a-tanks' }), {
      rule: 'glossary: Forward',
      message: 'the chosen Forward units must be deployed before any other unit (a-rifles first)',
    });
    assert.throws(() => applyChoice(setup, state, { kind: 'reserve', unit: 'a-rifles' }), {
      rule: 'glossary: Forward',
      message:
        'a-rifles is a chosen Forward unit: it is deployed on the battlefield with a die of your Forward Pool',
    });
  });

  it('glossary: Forward: each unit takes a die of the pool, discarded once it is deployed', () => {
    const state = forwardWith('blank');
    assert.throws(
      () =>
        applyChoice(setup, state, { kind: 'deploy', unit: 'a-rifles', at: [10, 6], facing: 90 }),
      {
        rule: 'glossary: Forward',
        message: 'a-rifles is a Forward unit: choose a die of your Forward Pool (Blank)',
      },
    );
    assert.throws(() => applyChoice(setup, state, deployRifles('miss', [10, 6])), {
      rule: 'glossary: Forward',
      message: 'a-rifles is a Forward unit: choose a die of your Forward Pool (Blank)',
    });
    const { state: next, events } = applyChoice(setup, state, deployRifles('blank', [10, 21]));
    assert.deepEqual(next.forward?.pools, { a: [], b: [] });
    assert.deepEqual(
      events.map((e) => e.text),
      [
        'Rifles a-rifles deploys',
        'Rifles a-rifles is deployed Forward with a Blank (glossary: Forward)',
      ],
    );
    const b = applyChoice(setup, next, {
      kind: 'deploy',
      unit: 'b-rifles',
      at: [10, 30],
      facing: 270,
    }).state;
    assert.throws(
      () =>
        applyChoice(setup, b, {
          kind: 'deploy',
          unit: 'a-tanks',
          at: [30, 5],
          facing: 90,
          forwardDie: 'blank',
        }),
      {
        rule: 'glossary: Forward',
        message: 'a-tanks is not a chosen Forward unit: it takes no die',
      },
    );
  });

  it('glossary: Forward: Heroic Strike (our reading of the first row): within the Deployment Zone only', () => {
    const state = forwardWith('heroicStrike');
    assert.equal(
      applyChoice(setup, state, deployRifles('heroicStrike', [10, 6])).state.units['a-rifles']
        ?.deployed,
      true,
    );
    assert.throws(() => applyChoice(setup, state, deployRifles('heroicStrike', [10, 14])), {
      rule: 'glossary: Forward (Heroic Strike)',
      message: 'a-rifles#1 would not be entirely within the Deployment Zone',
    });
  });

  it('glossary: Forward: Strike (second row): anywhere but the opposing Deployment Zone, taking 1 Damage (a model of Damage Limit 1 Destroyed)', () => {
    const state = forwardWith('strike');
    const { state: next, events } = applyChoice(setup, state, deployRifles('strike', [10, 25]));
    const rifles = next.units['a-rifles'];
    assert.equal(rifles?.models.length, 5);
    assert.equal(rifles?.damage, 0);
    assert.deepEqual(
      events.map((e) => e.text),
      [
        'Rifles a-rifles deploys',
        'Rifles a-rifles is deployed Forward with a Strike (glossary: Forward)',
        'Rifles a-rifles takes 1 Damage (glossary: Forward)',
      ],
    );
    assert.throws(() => applyChoice(setup, state, deployRifles('strike', [10, 26.5])), {
      rule: 'glossary: Forward (Strike)',
      message: "a-rifles#1 would be within the opposing General's Deployment Zone",
    });
  });

  it('glossary: Forward: Glancing Strike (third row): up to 5" outside the Deployment Zone', () => {
    const state = forwardWith('glancingStrike');
    // The rank's front edge at y = 14.5: 4.5" beyond the zone's edge at y = 10; at 15.5, 5.5".
    assert.equal(
      applyChoice(setup, state, deployRifles('glancingStrike', [10, 14])).state.units['a-rifles']
        ?.deployed,
      true,
    );
    assert.throws(() => applyChoice(setup, state, deployRifles('glancingStrike', [10, 15])), {
      rule: 'glossary: Forward (Glancing Strike)',
      message: 'a-rifles#1 would be more than 5" outside the Deployment Zone',
    });
  });

  it('glossary: Forward: Glancing Strike and Miss: not within 3" of a Strategic Objective Marker or a Defensible Building', () => {
    const glancing = forwardWith('glancingStrike');
    assert.throws(() => applyChoice(setup, glancing, deployRifles('glancingStrike', [20, 14])), {
      rule: 'glossary: Forward (Glancing Strike)',
      message: 'a-rifles#1 would be within 3" of Strategic Objective Marker obj (1.93")',
    });
    const miss = forwardWith('miss');
    assert.throws(() => applyChoice(setup, miss, deployRifles('miss', [27, 13])), {
      rule: 'glossary: Forward (Miss)',
      message: 'a-rifles#2 would be within 3" of the Defensible Building House (2.83")',
    });
  });

  it('glossary: Forward: Miss (fourth row): up to 10" outside the Deployment Zone', () => {
    const state = forwardWith('miss');
    assert.equal(
      applyChoice(setup, state, deployRifles('miss', [10, 19])).state.units['a-rifles']?.deployed,
      true,
    );
    assert.throws(() => applyChoice(setup, state, deployRifles('miss', [10, 21])), {
      rule: 'glossary: Forward (Miss)',
      message: 'a-rifles#1 would be more than 10" outside the Deployment Zone',
    });
  });

  it('glossary: Forward: Blank (fifth row): anywhere but the opposing Deployment Zone, no Damage', () => {
    const state = forwardWith('blank');
    const rifles = applyChoice(setup, state, deployRifles('blank', [10, 25])).state.units[
      'a-rifles'
    ];
    assert.deepEqual([rifles?.models.length, rifles?.damage], [6, 0]);
    assert.throws(() => applyChoice(setup, state, deployRifles('blank', [10, 26.5])), {
      rule: 'glossary: Forward (Blank)',
      message: "a-rifles#1 would be within the opposing General's Deployment Zone",
    });
  });

  it("glossary: Forward: note — both Generals choose, General A first; each sees the other's choice only once both roll at once", () => {
    const both: GameSetup = skirmishWith({
      'a-rifles': { rules: [{ name: 'Forward' }] },
      'b-rifles': { rules: [{ name: 'Forward' }] },
    });
    const a = applyChoice(both, initialState(both, 3), {
      kind: 'chooseForward',
      units: ['a-rifles'],
    }).state;
    assert.equal(nextDecision(both, a)?.player, 'b');
    assert.deepEqual(playerView(a, 'b').forward, { chosen: {} });
    assert.deepEqual(playerView(a, 'a').forward, { chosen: { a: ['a-rifles'] } });
    const { state, events } = applyChoice(both, a, { kind: 'chooseForward', units: ['b-rifles'] });
    assert.deepEqual(
      events.map((e) => e.text),
      [
        'B chooses as Forward units: Rifles b-rifles (glossary: Forward)',
        'A rolls a Forward Pool of Blank (glossary: Forward)',
        'B rolls a Forward Pool of Blank (glossary: Forward)',
      ],
    );
    assert.deepEqual(playerView(state, 'b').forward, state.forward);
    assert.equal(state.stage, 'deployment');
    assert.equal(state.turn, 'a');
  });
});

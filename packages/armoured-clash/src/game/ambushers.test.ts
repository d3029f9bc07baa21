import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { momentFiller, momentsSkirmish } from '../testing/moments-fixture.js';
import { notLarge } from '../testing/not-large.js';
import { atDeployReserves } from '../testing/reserves-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { ArmyUnit, GameSetup } from './army.js';
import type { Choice } from './choice.js';
import type { GameState } from './state.js';

/** A's tanks with Ambushers and without Large (which bars a Flank Attack), `rounds` 3 (the skirmish's wood: a circle of radius 3 at (31, 18), Dense). */
const ambushing = (unit: ArmyUnit): ArmyUnit =>
  unit.id === 'a-tanks'
    ? { ...notLarge(unit), specialRules: [...notLarge(unit).specialRules, { name: 'Ambushers' }] }
    : unit;
const setup: GameSetup = { ...momentsSkirmish(ambushing), rounds: 3 };

/** A's tanks in Reserve; Round 2's Deploy Reserves step, A to deploy, a card in hand (testing/reserves-fixture.ts). */
const deployReserves = (): GameState => atDeployReserves(setup, [momentFiller(1)], []);

/** A Flank Attack placing the tanks' Officer at (x, 18), facing east. */
const flankAttack = (x: number): Choice => ({
  kind: 'flankAttack',
  unit: 'a-tanks',
  at: [x, 18],
  facing: 0,
  card: momentFiller(1),
});

describe('glossary: Ambushers', () => {
  it('a successful Flank Attack may place it within 3" of Dense or Difficult Terrain, away from any edge', () => {
    const state = deployReserves();
    assert.equal(state.stage, 'deployReserves');
    const { state: after, events } = applyChoice(setup, state, flankAttack(25));
    assert.ok(events.some((e) => e.kind === 'deployReserve'));
    assert.equal(after.units['a-tanks']?.inReserve, false);
    assert.deepEqual(after.units['a-tanks']?.models[0], {
      id: 'a-tanks#1',
      x: 25,
      y: 18,
      facing: 0,
    });
  });

  it('not further than 3" from it (nor touching an edge)', () => {
    assert.throws(() => applyChoice(setup, deployReserves(), flankAttack(20)), {
      rule: 'glossary: Ambushers',
      message: 'at least one model must be within 3" of Dense or Difficult Terrain',
    });
  });
});

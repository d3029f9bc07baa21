import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setHand } from '../testing/command-fixture.js';
import { momentFiller, momentsSkirmish } from '../testing/moments-fixture.js';
import { notLarge } from '../testing/not-large.js';
import { applyChoice } from './apply-choice.js';
import type { ArmyUnit, GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { RECORD_FORMAT, replay } from './record.js';
import type { GameState } from './state.js';

/** A's tanks with Ambushers and without Large (which bars a Flank Attack), `rounds` 3 (the skirmish's wood: a circle of radius 3 at (31, 18), Dense). */
const ambushing = (unit: ArmyUnit): ArmyUnit =>
  unit.id === 'a-tanks'
    ? { ...notLarge(unit), specialRules: [...notLarge(unit).specialRules, { name: 'Ambushers' }] }
    : unit;
const setup: GameSetup = { ...momentsSkirmish(ambushing), rounds: 3 };

/** A's tanks in Reserve; Round 2's Deploy Reserves step, A to deploy, a card in hand (flank-attack.test.ts). */
function deployReserves(): GameState {
  const choices: Choice[] = [
    { kind: 'reserve', unit: 'a-tanks' },
    { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
    { kind: 'deploy', unit: 'a-rifles', at: [10, 6], facing: 90 },
    { kind: 'deploy', unit: 'b-tanks', at: [24, 31], facing: 270 },
    { kind: 'giveInitiative', to: 'a' },
    { kind: 'discard', cards: [] },
    { kind: 'discard', cards: [] },
    ...(['a-rifles', 'b-rifles', 'b-tanks'] as const).flatMap((unit): Choice[] => [
      { kind: 'activate', unit },
      { kind: 'hold' },
      { kind: 'hold' },
    ]),
    { kind: 'surrender' },
    { kind: 'surrender' },
    { kind: 'discard', cards: [] },
    { kind: 'discard', cards: [] },
  ];
  const state = replay({ format: RECORD_FORMAT, setup, seed: 4, choices }).state;
  setHand(state, 'a', [momentFiller(1)]);
  setHand(state, 'b', []);
  return state;
}

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

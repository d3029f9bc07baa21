import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type ArmyUnit, type GameSetup, replay } from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import { heuristicPlayer } from './heuristic-player.js';
import { playGame } from './play-game.js';
import { randomPlayer } from './random-player.js';

const SEEDS = [0, 1, 2, 3];

/** The skirmish with a hand-made Forward profile on A's Rifles and B's Tanks, General A decided by the card draw. */
function forwardSkirmish(): GameSetup {
  const base = skirmish();
  const forward = (unit: ArmyUnit): ArmyUnit =>
    unit.id === 'a-rifles' || unit.id === 'b-tanks'
      ? { ...unit, specialRules: [...unit.specialRules, { name: 'Forward' }] }
      : unit;
  return {
    ...base,
    generalDraw: true,
    objectives: [{ id: 'centre', at: [18, 18] }],
    generals: {
      a: { ...base.generals.a, units: base.generals.a.units.map(forward) },
      b: { ...base.generals.b, units: base.generals.b.units.map(forward) },
    },
  };
}

describe('bots with Forward units and the card draw for General A', () => {
  const setup = forwardSkirmish();

  it('rulebook p.57 Deploy Forces; glossary: Forward: random bots decide General A, claim a zone, choose Forward units and deploy them with dice; the games end and replay', () => {
    for (const seed of SEEDS) {
      const played = playGame(setup, seed, {
        a: randomPlayer(`forward ${seed} a`),
        b: randomPlayer(`forward ${seed} b`),
      });
      assert.equal(played.state.stage, 'over');
      const kinds = played.record.choices.map((c) => c.kind);
      assert.deepEqual(kinds.slice(0, 2), ['chooseGeneral', 'claimZone']);
      const chosen = played.record.choices.flatMap((c) =>
        c.kind === 'chooseForward' ? c.units : [],
      );
      const withDie = played.record.choices.filter(
        (c) => c.kind === 'deploy' && c.forwardDie !== undefined,
      );
      assert.equal(withDie.length, chosen.length);
      assert.deepEqual(replay(played.record).state, played.state);
    }
  });

  it('glossary: Forward: the heuristic bot chooses every unit with Forward and deploys each with a die; its games end', () => {
    for (const seed of SEEDS) {
      const played = playGame(setup, seed, { a: heuristicPlayer(), b: heuristicPlayer() });
      assert.equal(played.state.stage, 'over');
      const deployedForward = played.events
        .filter((e) => e.kind === 'forwardDie')
        .map((e) => e.unit);
      assert.deepEqual(deployedForward.slice().sort(), ['a-rifles', 'b-tanks']);
    }
  });
});

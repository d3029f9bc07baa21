import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import {
  type GameSetup,
  type GameState,
  RECORD_FORMAT,
  applyChoice,
  nextDecision,
  playerView,
  replay,
} from '@warroom/armoured-clash';
import { TO_ATTACK_STEP, momentsSkirmish, setHand } from '@warroom/armoured-clash/testing';
import { heuristicPlayer } from './heuristic-player.js';
import type { Player } from './player.js';
import { randomPlayer } from './random-player.js';

/** B's Tanks with Spectacular Demise (6). */
const setup: GameSetup = momentsSkirmish((u) =>
  u.id === 'b-tanks'
    ? {
        ...u,
        specialRules: [...u.specialRules, { name: 'Large' }, { name: 'Spectacular Demise', x: 6 }],
      }
    : u,
);

/**
 * A's Tanks fire at B's last tank at (24, 20), both Rifles within 8" of it;
 * seed 2: it is Destroyed and its die is a Blank, a Cataclysmic Detonation
 * whose attacks wait for General B's order.
 */
function detonated(): GameState {
  const state = replay({ format: RECORD_FORMAT, setup, seed: 11, choices: TO_ATTACK_STEP }).state;
  setHand(state, 'a', []);
  setHand(state, 'b', []);
  const move = (id: string, dx: number, dy: number, only?: number): void => {
    const unit = state.units[id];
    if (unit === undefined) throw new RangeError(id);
    const models = only === undefined ? unit.models : unit.models.slice(0, only);
    unit.models = models.map((m) => ({ ...m, x: m.x + dx, y: m.y + dy }));
  };
  const [tank] = state.units['b-tanks']?.models ?? [];
  if (tank === undefined) throw new RangeError('b-tanks');
  move('b-tanks', 24 - tank.x, 20 - tank.y, 1);
  move('a-rifles', 4, 14);
  move('b-rifles', 13, -6);
  state.rng = seedRng(2);
  return applyChoice(setup, state, { kind: 'rangedAttack', target: 'b-tanks' }).state;
}

function answers(player: Player): void {
  const state = detonated();
  const decision = nextDecision(setup, state);
  assert.equal(decision?.options[0]?.kind, 'demiseOrder');
  if (decision === undefined) return;
  const choice = player.choose(setup, playerView(state, decision.player), decision);
  assert.equal(choice.kind, 'demiseOrder');
  const made = applyChoice(setup, state, choice);
  assert.equal(made.state.demiseBlasts, undefined);
}

describe('glossary: Spectacular Demise (X): bots give the order of a Detonation', () => {
  it('glossary: Spectacular Demise (X): the random bot gives an order the engine takes', () => {
    answers(randomPlayer('demise'));
  });

  it('glossary: Spectacular Demise (X): the heuristic bot gives an order the engine takes', () => {
    answers(heuristicPlayer());
  });
});

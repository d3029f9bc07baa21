import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type GameSetup, lordOfTheManorMap } from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import { heuristicPlayer } from './heuristic-player.js';
import { playGame } from './play-game.js';
import type { Player } from './player.js';

/** A General who deploys as the heuristic bot does, then never moves or shoots: every unit Holds and never Reacts. */
const holding: Player = {
  name: 'holding',
  choose(setup, view, decision) {
    const pick = (kind: string) => decision.options.find((o) => o.kind === kind);
    return pick('hold') ?? pick('noReaction') ?? heuristicPlayer().choose(setup, view, decision);
  },
};

/** The skirmish with the manor in its centre and the Primary Objective on it. */
function manor(): GameSetup {
  const setup = skirmish();
  const map = lordOfTheManorMap(setup.battlefield, 'south');
  return {
    ...setup,
    terrain: [...setup.terrain, map.manor],
    clash: 'lordOfTheManor',
    objectives: [{ id: 'primary', at: [18, 18], role: 'primary', building: 'manor' }],
  };
}

describe('the heuristic bot and the objectives', () => {
  it('rulebook p.45 Objectives in Buildings: it makes for the manor wall and scores the Primary', () => {
    const played = playGame(manor(), 'manor', { a: heuristicPlayer(), b: holding });
    const scored = played.events.filter(
      (e) => e.kind === 'objective' && e.text.includes('General A controls the Primary'),
    );
    assert.ok(scored.length >= 1, 'General A never controlled the Primary Objective');
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CLASH_ROUNDS, type GameSetup, replay } from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import { heuristicPlayer } from './heuristic-player.js';
import { playGame } from './play-game.js';

/**
 * rulebook p.62 Find the Lady on the skirmish table, three markers on the
 * midway line, for the Clash's five Rounds; only the Rifles play, without their weapons (with their rifles
 * they shoot each other to pieces before either reaches a marker; with their bayonets the two, deployed
 * alike in their zones, meet at the centre marker and fight over it instead of Scouring it).
 */
function ladySkirmish(): GameSetup {
  const base = skirmish();
  const rifles = (general: GameSetup['generals']['a']): GameSetup['generals']['a'] => ({
    ...general,
    units: general.units
      .filter((u) => u.type === 'infantry')
      .map((u) => ({
        ...u,
        armaments: {
          ...u.armaments,
          rows: u.armaments.rows.filter((r) => r.attack !== 'ranged' && r.attack !== 'melee'),
        },
      })),
  });
  return {
    ...base,
    generals: { a: rifles(base.generals.a), b: rifles(base.generals.b) },
    clash: 'findTheLady',
    rounds: CLASH_ROUNDS,
    objectives: [
      { id: 'west', at: [9, 18] },
      { id: 'centre', at: [18, 18] },
      { id: 'east', at: [27, 18] },
    ],
  };
}

describe('the heuristic bot against itself', () => {
  it('rulebook pp.18-21 The Round: a seeded skirmish between two heuristic bots plays to its end and replays legally', () => {
    const played = playGame(skirmish(), 'heuristic mirror', {
      a: heuristicPlayer(),
      b: heuristicPlayer(),
    });
    assert.equal(played.state.stage, 'over');
    assert.equal(replay(played.record).illegal, undefined);
  });

  it('rulebook pp.62-63 Find the Lady: two heuristic bots play to the end, and they Scour the Field', () => {
    const played = playGame(ladySkirmish(), 'heuristic lady', {
      a: heuristicPlayer(),
      b: heuristicPlayer(),
    });
    assert.equal(played.state.stage, 'over');
    assert.ok(
      played.events.some((e) => e.kind === 'scourTheField'),
      'nobody Scoured the Field',
    );
    assert.equal(replay(played.record).illegal, undefined);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type ArmyUnit, type Choice, type GameSetup, replay } from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import { playGame } from './play-game.js';
import { heuristicPlayer } from './heuristic-player.js';
import { randomPlayer } from './random-player.js';

/** The Portal Limit these games give (no text we have states one). */
const PORTAL_LIMIT = 3;
const GAMES = 25;

/** The skirmish with Portal Mastery (2) and Immortal on the rifles, a Portal Blast row first on the tanks. */
function portalSkirmish(): GameSetup {
  const base = skirmish();
  const change = (unit: ArmyUnit): ArmyUnit => {
    if (unit.type === 'infantry')
      return {
        ...unit,
        specialRules: [
          ...unit.specialRules,
          { name: 'Portal Mastery', x: 2 },
          { name: 'Immortal' },
        ],
      };
    const blast = {
      attack: 'ranged',
      target: 'light',
      range: { short: 10, long: 24 },
      dice: [4, 8],
      qualities: [{ name: 'Portal Blast' }],
    } as const;
    return { ...unit, armaments: { ...unit.armaments, rows: [blast, ...unit.armaments.rows] } };
  };
  return {
    ...base,
    portalLimit: PORTAL_LIMIT,
    generals: {
      a: { ...base.generals.a, units: base.generals.a.units.map(change) },
      b: { ...base.generals.b, units: base.generals.b.units.map(change) },
    },
  };
}

const PORTAL_KINDS: readonly Choice['kind'][] = [
  'placePortalMarker',
  'removePortalMarker',
  'endPortalMastery',
  'restoreModels',
  'portalBlast',
];

describe('glossary: Portal Mastery (X), Portal Blast, Immortal: bots play them', () => {
  // Immortal's restoring is rare in random play (a unit with losses within 3" of a marker): game/portals/immortal-restore.test.ts plays it.
  it('glossary: Portal Mastery (X): seeded random games with Portal Markers end cleanly and replay from their records', () => {
    const setup = portalSkirmish();
    const used = new Set<string>();
    for (let game = 0; game < GAMES; game++) {
      const played = playGame(setup, `portals ${game}`, {
        a: randomPlayer(`a${game}`),
        b: randomPlayer(`b${game}`),
      });
      assert.equal(played.state.stage, 'over');
      const again = replay(played.record);
      assert.equal(again.illegal, undefined);
      assert.deepEqual(again.state, played.state);
      for (const choice of played.record.choices) {
        if (PORTAL_KINDS.includes(choice.kind)) used.add(choice.kind);
        if (choice.kind === 'activate' && choice.portalMastery !== undefined)
          used.add('portalMastery');
      }
    }
    assert.deepEqual([...used].sort(), [
      'endPortalMastery',
      'placePortalMarker',
      'portalBlast',
      'portalMastery',
      'removePortalMarker',
    ]);
  });

  it('glossary: Immortal: the heuristic bot plays against random with the new choices offered', () => {
    const setup = portalSkirmish();
    const played = playGame(setup, 'portals heuristic', {
      a: heuristicPlayer(),
      b: randomPlayer('b'),
    });
    assert.equal(played.state.stage, 'over');
  });
});

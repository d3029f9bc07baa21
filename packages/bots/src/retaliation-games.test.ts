import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import {
  type ArmyUnit,
  type GameEvent,
  type GameSetup,
  applyChoice,
  nextDecision,
  playerView,
  precisionChoices,
} from '@warroom/armoured-clash';
import { faceToFace, skirmish } from '@warroom/armoured-clash/testing';
import { heuristicPlayer } from './heuristic-player.js';
import type { Player } from './player.js';
import { DECISION_LIMIT } from './play-game.js';
import { randomPlayer } from './random-player.js';

/** Games of each pairing, each seeded by its number. */
const GAMES = 4;
/** Melee dice multiplied: the heuristic then finds a Charge worth more than a shot. */
const MELEE_DICE = 3;

/** The skirmish with every Melee row given Precision and Overcharge, and three times its dice. */
function retaliating(): GameSetup {
  const base = skirmish();
  const both = (unit: ArmyUnit): ArmyUnit => ({
    ...unit,
    armaments: {
      ...unit.armaments,
      rows: unit.armaments.rows.map((row) =>
        row.attack === 'melee'
          ? {
              ...row,
              dice: row.dice.map((d) => d * MELEE_DICE),
              qualities: [...row.qualities, { name: 'Precision' }, { name: 'Overcharge' }],
            }
          : row,
      ),
    },
  });
  return {
    ...base,
    generals: {
      a: { ...base.generals.a, units: base.generals.a.units.map(both) },
      b: { ...base.generals.b, units: base.generals.b.units.map(both) },
    },
  };
}

/** A game played to its end from the rifles 5" apart (faceToFace), A to Activate: its events. */
function played(setup: GameSetup, seed: number, players: { a: Player; b: Player }): GameEvent[] {
  let state = faceToFace(setup);
  state.rng = seedRng(seed);
  const events: GameEvent[] = [];
  let decisions = 0;
  for (let d = nextDecision(setup, state); d !== undefined; d = nextDecision(setup, state)) {
    assert.ok(++decisions < DECISION_LIMIT, 'the game did not end');
    const choice = players[d.player].choose(setup, playerView(state, d.player), d);
    const made = applyChoice(setup, state, choice);
    state = made.state;
    events.push(...made.events);
  }
  assert.equal(state.stage, 'over');
  return events;
}

const declared = (events: readonly GameEvent[]): number =>
  events.filter((e) => e.kind === 'retaliationDeclared').length;

describe('the bots answer a Retaliation’s declaration (glossary: Precision, Overcharge)', () => {
  it('glossary: Precision, Overcharge: seeded random and heuristic games with Melee rows of both qualities end cleanly, each bot declaring Retaliations', () => {
    const setup = retaliating();
    let random = 0;
    let heuristic = 0;
    for (let game = 0; game < GAMES; game++) {
      random += declared(
        played(setup, game, { a: randomPlayer(`a${game}`), b: randomPlayer(`b${game}`) }),
      );
      heuristic += declared(played(setup, game, { a: heuristicPlayer(), b: heuristicPlayer() }));
    }
    assert.ok(random > 0, 'the random bot declared no Retaliation');
    assert.ok(heuristic > 0, 'the heuristic bot declared no Retaliation');
  });

  it('glossary: Precision, rulebook p.34: the heuristic names the charging unit’s Officer for its Retaliation, a pick the Close Formation order allows (precisionChoices)', () => {
    const setup = retaliating();
    let state = faceToFace(setup);
    state.rng = seedRng(0);
    for (const choice of [
      { kind: 'activate', unit: 'a-rifles' },
      { kind: 'charge', target: 'b-rifles', at: [10, 11], facing: 90 },
    ] as const) {
      state = applyChoice(setup, state, choice).state;
    }
    const decision = nextDecision(setup, state);
    assert.ok(decision !== undefined);
    const choice = heuristicPlayer().choose(setup, playerView(state, 'b'), decision);
    assert.deepEqual(choice, {
      kind: 'retaliate',
      unit: 'b-rifles',
      precision: ['a-rifles#1'],
    });
    const allowed = precisionChoices(setup, state.units['a-rifles']!, []);
    assert.ok(allowed.includes('a-rifles#1'));
    assert.ok(!allowed.includes('a-rifles#2'), 'a model within the single rank is not allowed');
  });
});

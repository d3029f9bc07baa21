import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { deckOf } from '../../testing/deck-fixture.js';
import { skirmish } from '../../testing/game-fixture.js';
import type { GameSetup } from '../army.js';
import { applyChoice } from '../apply-choice.js';
import { nextDecision } from '../next-decision.js';
import { RECORD_FORMAT, replay } from '../record.js';
import { initialState } from '../initial-state.js';
import { setupInPlay } from '../terrain/setup-in-play.js';
import { playerView } from '../view.js';
import { cardDraw } from './card-draw.js';

/** The skirmish (decks of Values 1-12 twice) with the card draw for General A. */
const drawn: GameSetup = { ...skirmish(), generalDraw: true };

describe('rulebook p.57 Deploy Forces: the card draw for General A', () => {
  it('rulebook p.57 Deploy Forces: each General draws a card, the highest Value wins; equal Values draw again (seed 3: 6 and 6, 12 and 12, then 8 against 11)', () => {
    const state = initialState(drawn, 3);
    assert.deepEqual(state.generals, {
      draws: [
        { a: 17, b: 5 },
        { a: 11, b: 23 },
        { a: 19, b: 10 },
      ],
      winner: 'b',
    });
    const values = (state.generals?.draws ?? []).map((pair) => [
      drawn.generals.a.deck.cards[pair.a]?.value,
      drawn.generals.b.deck.cards[pair.b]?.value,
    ]);
    assert.deepEqual(values, [
      [6, 6],
      [12, 12],
      [8, 11],
    ]);
    assert.equal(state.stage, 'generals');
    // rulebook p.57: the cards are then shuffled back into their decks.
    assert.equal(state.players.a.deck.piles.drawPile.length, 24);
    assert.equal(state.players.b.deck.piles.drawPile.length, 24);
    assert.deepEqual([state.players.a.deck.hand, state.players.b.deck.hand], [[], []]);
  });

  it('rulebook p.57 Deploy Forces: a draw that no card can win is refused with the reason', () => {
    const same = deckOf([5, 5]);
    const setup: GameSetup = {
      ...drawn,
      generals: {
        a: { ...drawn.generals.a, deck: same },
        b: { ...drawn.generals.b, deck: same },
      },
    };
    assert.throws(() => initialState(setup, 3), {
      name: 'RangeError',
      message:
        'rulebook p.57 Deploy Forces: both decks hold only cards of Value 5: no draw can be won',
    });
  });

  it('rulebook pp.56-57: a card draw between decks of one Value each is won by the higher at once', () => {
    assert.deepEqual(
      cardDraw(seedRng(1), { a: deckOf([3]), b: deckOf([9]) }, 'rulebook p.57 Deploy Forces'),
      {
        draws: [{ a: 0, b: 0 }],
        winner: 'b',
      },
    );
  });

  it('rulebook p.57 Deploy Forces: the winner decides whether they are General A or General B', () => {
    const state = initialState(drawn, 3);
    const decision = nextDecision(drawn, state);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [
      { kind: 'chooseGeneral', general: 'A' },
      { kind: 'chooseGeneral', general: 'B' },
    ]);
    const { state: chosen, events } = applyChoice(drawn, state, {
      kind: 'chooseGeneral',
      general: 'B',
    });
    assert.deepEqual(
      events.map((e) => e.text),
      ['B will be General B: A is General A (rulebook p.57 Deploy Forces)'],
    );
    assert.equal(chosen.generals?.generalA, 'a');
    assert.throws(() => applyChoice(drawn, chosen, { kind: 'chooseGeneral', general: 'A' }), {
      rule: 'rulebook p.57 Deploy Forces',
      message: 'General A is decided already',
    });
  });

  it('rulebook p.57 Deploy Forces: General A claims one of the Deployment Zones; General B has the other', () => {
    const chosen = applyChoice(drawn, initialState(drawn, 3), {
      kind: 'chooseGeneral',
      general: 'A',
    }).state;
    const decision = nextDecision(drawn, chosen);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [
      { kind: 'claimZone', rearEdge: 'south' },
      { kind: 'claimZone', rearEdge: 'north' },
    ]);
    assert.throws(() => applyChoice(drawn, chosen, { kind: 'claimZone', rearEdge: 'east' }), {
      rule: 'rulebook p.57 Deploy Forces',
      message: "no Deployment Zone lies along the east edge (the zones' Rear Edges: south, north)",
    });
    const { state, events } = applyChoice(drawn, chosen, { kind: 'claimZone', rearEdge: 'south' });
    assert.deepEqual(
      events.map((e) => e.text),
      [
        'General A (B) claims the Deployment Zone along the south edge (rulebook p.57 Deploy Forces)',
      ],
    );
    // B, General A, deploys first, in the south zone the setup gave A; A deploys in the north.
    const inPlay = setupInPlay(drawn, state);
    assert.deepEqual(inPlay.generals.b.zone, drawn.generals.a.zone);
    assert.equal(inPlay.generals.b.rearEdge, 'south');
    assert.deepEqual(inPlay.generals.a.zone, drawn.generals.b.zone);
    assert.equal(state.stage, 'deployment');
    assert.equal(state.turn, 'b');
    assert.deepEqual(nextDecision(drawn, state)?.constraints, [
      { kind: 'deploy', units: ['b-rifles', 'b-tanks'], zone: drawn.generals.a.zone },
    ]);
    assert.throws(
      () =>
        applyChoice(drawn, state, { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 }),
      { rule: 'rulebook p.57 Deployment' },
    );
    const deployed = applyChoice(drawn, state, {
      kind: 'deploy',
      unit: 'b-rifles',
      at: [10, 6],
      facing: 90,
    }).state;
    assert.equal(deployed.turn, 'a');
    // A General's view carries the claim: the same zones (setupInPlay(setup, view)), and again no change.
    const view = playerView(deployed, 'a');
    assert.deepEqual(setupInPlay(drawn, view).generals.a.zone, drawn.generals.b.zone);
    assert.equal(setupInPlay(inPlay, view), inPlay);
  });

  it('rulebook p.57 Deploy Forces: a game with the draw replays from its record to the same state', () => {
    const choices = [
      { kind: 'chooseGeneral', general: 'A' },
      { kind: 'claimZone', rearEdge: 'north' },
      { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
    ] as const;
    const played = replay({ format: RECORD_FORMAT, setup: drawn, seed: 3, choices });
    assert.equal(played.illegal, undefined);
    assert.equal(played.applied, 3);
    assert.equal(played.state.units['b-rifles']?.deployed, true);
    assert.deepEqual(played.state.generals, {
      draws: [
        { a: 17, b: 5 },
        { a: 11, b: 23 },
        { a: 19, b: 10 },
      ],
      winner: 'b',
      generalA: 'b',
      claimed: 'north',
    });
  });

  it('rulebook p.57 Deploy Forces: a setup without the draw keeps side a as General A, deploying first in its own zone', () => {
    const setup = skirmish();
    const state = initialState(setup, 3);
    assert.equal(state.generals, undefined);
    assert.equal(state.stage, 'deployment');
    assert.equal(state.turn, 'a');
    assert.equal(setupInPlay(setup, state), setup);
  });

  it('rulebook pp.56-57: with terrain to place, the card draw for General A comes once it is placed', () => {
    const setup: GameSetup = {
      ...drawn,
      terrain: [],
      terrainPlacement: {
        pieces: Array.from({ length: 5 }, (_, i) => ({
          id: `rock-${i}`,
          name: `Rock ${i}`,
          size: 1,
          features: ['obstacle' as const],
          area: { circle: { centre: [0, 0] as [number, number], radius: 1 } },
        })),
      },
    };
    let state = initialState(setup, 3);
    assert.equal(state.stage, 'terrain');
    assert.equal(state.generals, undefined);
    for (let i = 0; i < 4; i++) {
      state = applyChoice(setup, state, {
        kind: 'placeTerrain',
        piece: `rock-${i}`,
        at: [6 + 6 * i, 18],
        facing: 0,
      }).state;
    }
    // The fifth piece is the most there are to place: the placing ends with it.
    const { state: placed, events } = applyChoice(setup, state, {
      kind: 'placeTerrain',
      piece: 'rock-4',
      at: [30, 18],
      facing: 0,
    });
    assert.equal(placed.stage, 'generals');
    assert.equal(placed.generals?.winner, nextDecision(setup, placed)?.player);
    assert.deepEqual(
      events.map((e) => e.kind),
      ['placeTerrain', 'terrainPlaced', 'generalDraw'],
    );
  });
});

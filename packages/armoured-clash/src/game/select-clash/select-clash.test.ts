import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clashToChoose } from '../../testing/clash-to-choose-fixture.js';
import { deckOf } from '../../testing/deck-fixture.js';
import type { GameSetup } from '../army.js';
import { applyChoice } from '../apply-choice.js';
import { initialState } from '../initial-state.js';
import { nextDecision } from '../next-decision.js';
import { RECORD_FORMAT, replay } from '../record.js';
import { setupInPlay } from '../terrain/setup-in-play.js';
import { playerView } from '../view.js';

const SELECT_A_CLASH = 'rulebook p.56 Select a Clash';
/** Seed 3's draw in the skirmish's decks (card i has Value i mod 12 + 1): 6 and 6, 12 and 12, then 8 against 11. */
const DRAWS = [
  { a: 17, b: 5 },
  { a: 11, b: 23 },
  { a: 19, b: 10 },
];
const setup = clashToChoose();

describe('rulebook p.56 Select a Clash: the card draw and the choice of the Clash in the game', () => {
  it('rulebook p.56 Select a Clash: each General draws a card and the highest chooses; equal Values draw again (seed 3: 6 and 6, 12 and 12, then 8 against 11); both cards are shuffled back', () => {
    const state = initialState(setup, 3);
    assert.deepEqual(state.clashDraw, { draws: DRAWS, winner: 'b' });
    assert.deepEqual(
      DRAWS.map((pair) => [
        setup.generals.a.deck.cards[pair.a]?.value,
        setup.generals.b.deck.cards[pair.b]?.value,
      ]),
      [
        [6, 6],
        [12, 12],
        [8, 11],
      ],
    );
    assert.equal(state.stage, 'clash');
    assert.equal(state.turn, 'b');
    assert.equal(state.players.a.deck.piles.drawPile.length, 24);
    assert.equal(state.players.b.deck.piles.drawPile.length, 24);
    assert.deepEqual([state.players.a.deck.hand, state.players.b.deck.hand], [[], []]);
  });

  it("rulebook p.56 Select a Clash: the draw's winner decides, among the Clashes offered; the other General may not, nor may anyone deploy first", () => {
    const state = initialState(setup, 3);
    const decision = nextDecision(setup, state);
    assert.equal(decision?.player, 'b');
    assert.equal(
      decision?.prompt,
      'You drew the highest card (6 against 6, then 12 against 12, then 8 against 11): choose the Clash (rulebook p.56 Select a Clash)',
    );
    assert.deepEqual(decision?.options, [
      { kind: 'chooseClash', clash: 'pitchedBattle' },
      { kind: 'chooseClash', clash: 'supplyDrop' },
      { kind: 'chooseClash', clash: 'lordOfTheManor' },
    ]);
    assert.throws(
      () =>
        applyChoice(setup, state, { kind: 'deploy', unit: 'a-rifles', at: [10, 3], facing: 90 }),
      { message: '"deploy" cannot be chosen now (clash)' },
    );
  });

  it('rulebook p.56 Select a Clash: a Clash not offered, or no Clash at all, is refused with the reason', () => {
    const state = initialState(setup, 3);
    assert.throws(() => applyChoice(setup, state, { kind: 'chooseClash', clash: 'findTheLady' }), {
      rule: SELECT_A_CLASH,
      message:
        'findTheLady is not one of the Clashes offered in this game (pitchedBattle, supplyDrop, lordOfTheManor)',
    });
    const unknown = JSON.parse('{"kind":"chooseClash","clash":"skirmishAtDawn"}') as {
      kind: 'chooseClash';
      clash: 'pitchedBattle';
    };
    assert.throws(() => applyChoice(setup, state, unknown), {
      message:
        'chooseClash: clash must be a common Clash (pitchedBattle, supplyDrop, lordOfTheManor, findTheLady, flankingManoeuvres)',
    });
  });

  it("rulebook p.56 Select a Clash: once chosen, the Clash's battlefield, terrain, objectives and zones are played, and Deploy Forces follows", () => {
    const state = initialState(setup, 3);
    const { state: chosen, events } = applyChoice(setup, state, {
      kind: 'chooseClash',
      clash: 'lordOfTheManor',
    });
    assert.deepEqual(
      events.map((e) => e.text),
      ['B chooses Lord of the Manor (rulebook p.56 Select a Clash)'],
    );
    assert.deepEqual(chosen.clashDraw, { draws: DRAWS, winner: 'b', clash: 'lordOfTheManor' });
    const inPlay = setupInPlay(setup, chosen);
    const offered = setup.clashToChoose?.[2];
    assert.equal(inPlay.clash, 'lordOfTheManor');
    assert.equal(inPlay.rounds, 5);
    assert.equal(inPlay.clashToChoose, undefined);
    assert.deepEqual(
      inPlay.terrain.map((piece) => piece.id),
      [...(offered?.terrain ?? []), ...setup.terrain].map((piece) => piece.id),
    );
    assert.deepEqual(inPlay.objectives, offered?.objectives);
    assert.deepEqual(inPlay.generals.a.zone, offered?.generals.a.zone);
    assert.equal(setupInPlay(inPlay, chosen), inPlay);
    assert.equal(chosen.stage, 'deployment');
    assert.equal(chosen.turn, 'a');
    assert.deepEqual(nextDecision(setup, chosen)?.constraints, [
      { kind: 'deploy', units: ['a-rifles', 'a-tanks'], zone: offered?.generals.a.zone },
    ]);
    assert.throws(
      () => applyChoice(setup, chosen, { kind: 'chooseClash', clash: 'pitchedBattle' }),
      {
        message: '"chooseClash" cannot be chosen now (deployment)',
      },
    );
  });

  it('rulebook p.56 Select a Clash, p.60 Supply Drop, p.57 Deploy Forces: Supply Drop chosen, the card draw for General A follows, then its markers', () => {
    const drawn: GameSetup = { ...setup, generalDraw: true };
    const { state, events } = applyChoice(drawn, initialState(drawn, 3), {
      kind: 'chooseClash',
      clash: 'supplyDrop',
    });
    assert.deepEqual(
      events.map((e) => e.kind),
      ['chooseClash', 'generalDraw'],
    );
    assert.equal(state.stage, 'generals');
    const general = applyChoice(drawn, state, {
      kind: 'chooseGeneral',
      general: 'A',
    }).state;
    assert.equal(general.stage, 'supplyDrop');
    assert.equal(nextDecision(drawn, general)?.constraints?.[0]?.kind, 'placeObjective');
  });

  it('rulebook p.56 Select a Clash, Placing Terrain: with terrain to place, the Generals place it once the Clash is chosen, General A first', () => {
    const placing: GameSetup = {
      ...setup,
      terrainPlacement: {
        pieces: Array.from({ length: 5 }, (_, i) => ({
          id: `crate-${i}`,
          size: 1,
          features: ['obstacle' as const],
          area: { circle: { centre: [0, 0] as [number, number], radius: 1 } },
        })),
      },
    };
    const state = initialState(placing, 3);
    assert.equal(state.stage, 'clash');
    const { state: chosen } = applyChoice(placing, state, {
      kind: 'chooseClash',
      clash: 'pitchedBattle',
    });
    assert.equal(chosen.stage, 'terrain');
    assert.equal(chosen.turn, 'a');
    assert.equal(nextDecision(placing, chosen)?.constraints?.[0]?.kind, 'placeTerrain');
  });

  it("rulebook p.56 Select a Clash: each General's view shows the cards drawn and the Clash chosen, never the decks' order, and gives the same battlefield", () => {
    const state = initialState(setup, 3);
    const chosen = applyChoice(setup, state, { kind: 'chooseClash', clash: 'pitchedBattle' }).state;
    for (const side of ['a', 'b'] as const) {
      assert.deepEqual(playerView(state, side).clashDraw, { draws: DRAWS, winner: 'b' });
      const view = playerView(chosen, side);
      assert.deepEqual(view.clashDraw, { draws: DRAWS, winner: 'b', clash: 'pitchedBattle' });
      assert.equal(JSON.stringify(view).includes('drawPile'), false);
      assert.equal(JSON.stringify(view).includes('rng'), false);
      assert.deepEqual(setupInPlay(setup, view), setupInPlay(setup, chosen));
    }
  });

  it('rulebook p.56 Select a Clash: the choice replays from the record to the same game', () => {
    const choices = [
      { kind: 'chooseClash', clash: 'pitchedBattle' },
      { kind: 'deploy', unit: 'a-rifles', at: [10, 3], facing: 90 },
    ] as const;
    const played = replay({ format: RECORD_FORMAT, setup, seed: 3, choices });
    assert.equal(played.illegal, undefined);
    assert.equal(played.applied, 2);
    let state = initialState(setup, 3);
    for (const choice of choices) state = applyChoice(setup, state, choice).state;
    assert.deepEqual(played.state, state);
    assert.equal(played.state.clashDraw?.clash, 'pitchedBattle');
    assert.equal(played.state.units['a-rifles']?.deployed, true);
  });

  it('rulebook p.56 Select a Clash: a setup whose Clash is to be chosen yet gives one, offers none or one twice, or whose decks can never settle the draw, is refused saying where', () => {
    const refused = (bad: GameSetup, message: string) =>
      assert.throws(() => initialState(bad, 3), { name: 'RangeError', message });
    refused(
      { ...setup, clash: 'pitchedBattle' },
      'setup.clash: the Clash is still to be chosen (setup.clashToChoose), so the setup gives no clash of its own (rulebook p.56 Select a Clash)',
    );
    refused(
      { ...setup, clashToChoose: [] },
      'setup.clashToChoose: no Clash is offered to choose from (rulebook p.56 Select a Clash)',
    );
    const [pitched, supplies] = setup.clashToChoose ?? [];
    assert.ok(pitched !== undefined && supplies !== undefined);
    refused(
      { ...setup, clashToChoose: [pitched, pitched] },
      'setup.clashToChoose[1].clash: pitchedBattle is offered twice (rulebook p.56 Select a Clash)',
    );
    const threes = deckOf([3, 3]);
    refused(
      {
        ...setup,
        generals: {
          a: { ...setup.generals.a, deck: threes },
          b: { ...setup.generals.b, deck: threes },
        },
      },
      'rulebook p.56 Select a Clash: both decks hold only cards of Value 3: no draw can be won',
    );
    refused(
      { ...setup, clashToChoose: [{ ...pitched, supplyDropPlacement: true }] },
      'setup.clashToChoose[0] (pitchedBattle): setup.supplyDropPlacement: the Generals place markers so only in Supply Drop, not in pitchedBattle (rulebook p.60 Supply Drop)',
    );
  });
});

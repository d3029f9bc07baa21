import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { setHand } from '../../testing/command-fixture.js';
import { OPENING_CHOICES } from '../../testing/game-fixture.js';
import { MOMENT_CARD, momentFiller, momentsSkirmish } from '../../testing/moments-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { ArmyUnit } from '../army.js';
import type { Choice } from '../choice.js';
import { event } from '../events.js';
import { nextDecision } from '../next-decision.js';
import { RECORD_FORMAT, replay } from '../record.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { triggersMet } from './conquest-triggers.js';

/** B's Tanks are a Reinforced unit: Annihilate (Heavy)'s reward by level reads it. */
const setup = momentsSkirmish((unit): ArmyUnit =>
  unit.id === 'b-tanks' ? { ...unit, reinforcement: 'reinforced' } : unit,
);
/** Seeds of the generator for A's Tanks' attack on B's last Tank (2 Damage): 1 Annihilates it, 4 does not. */
const KILLS = 1;
const SPARES = 4;

/** A's Tanks fire at B's last Tank, with Damage 2 of 3, A holding both Annihilate (Heavy) cards and Forced March (Light). */
function lastTankShot(seed: number): { state: GameState; before: GameState } {
  const before = replay({
    format: RECORD_FORMAT,
    setup,
    seed: 11,
    choices: [...OPENING_CHOICES, { kind: 'activate', unit: 'a-tanks' }, { kind: 'hold' }],
  }).state;
  setHand(before, 'a', [MOMENT_CARD.armouredMight, MOMENT_CARD.likeLions, MOMENT_CARD.forcedMarch]);
  setHand(before, 'b', []);
  const tanks = before.units['b-tanks']!;
  tanks.models = tanks.models.slice(0, 1);
  tanks.damage = 2;
  before.rng = seedRng(seed);
  return {
    state: applyChoice(setup, before, { kind: 'rangedAttack', target: 'b-tanks' }).state,
    before,
  };
}

describe('rulebook p.40 Conquest Objectives', () => {
  it('Annihilating an enemy Heavy unit with a Ranged Attack meets Annihilate (Heavy): its General decides at once which to claim, any of them or none', () => {
    const { state } = lastTankShot(KILLS);
    assert.equal(state.units['b-tanks']?.annihilated, true);
    assert.deepEqual(state.claims, [
      {
        side: 'a',
        claimable: [
          {
            card: MOMENT_CARD.armouredMight,
            victoryPoints: 2,
            because: 'Armoured Might Conquest (Tanks b-tanks)',
          },
          {
            card: MOMENT_CARD.likeLions,
            victoryPoints: 2,
            because: 'Like Lions Conquest (Tanks b-tanks)',
          },
        ],
      },
    ]);
    const decision = nextDecision(setup, state);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [
      { kind: 'claim', cards: [] },
      { kind: 'claim', cards: [MOMENT_CARD.armouredMight] },
      { kind: 'claim', cards: [MOMENT_CARD.likeLions] },
      { kind: 'claim', cards: [MOMENT_CARD.armouredMight, MOMENT_CARD.likeLions] },
    ]);
  });

  it("claiming several at once: each card is revealed, scores its reward (by the unit's Reinforcement Level: 2) and is discarded", () => {
    const { state } = lastTankShot(KILLS);
    const vp = state.players.a.vp;
    const { state: after, events } = applyChoice(setup, state, {
      kind: 'claim',
      cards: [MOMENT_CARD.armouredMight, MOMENT_CARD.likeLions],
    });
    assert.equal(after.players.a.vp, vp + 4);
    assert.deepEqual(after.players.a.deck.hand, [MOMENT_CARD.forcedMarch]);
    assert.deepEqual(after.players.a.deck.piles.discardPile.slice(-2), [
      MOMENT_CARD.armouredMight,
      MOMENT_CARD.likeLions,
    ]);
    assert.deepEqual(
      events.map((e) => e.kind),
      ['conquest', 'conquest'],
    );
    assert.equal(after.claims, undefined);
  });

  it('claimed now or never: nothing else is accepted while the claim is open, a card whose Trigger is not met is refused, and no claim is left once passed', () => {
    const { state } = lastTankShot(KILLS);
    const refused = (choice: Parameters<typeof applyChoice>[2]): void => {
      assert.throws(
        () => applyChoice(setup, state, choice),
        (e: unknown) =>
          e instanceof IllegalChoice && e.rule === 'rulebook p.40 Conquest Objectives',
      );
    };
    refused({ kind: 'activate', unit: 'a-rifles' });
    refused({ kind: 'claim', cards: [MOMENT_CARD.forcedMarch] });
    const passed = applyChoice(setup, state, { kind: 'claim', cards: [] }).state;
    assert.equal(passed.claims, undefined);
    assert.equal(nextDecision(setup, passed)?.options[0]?.kind, 'activate');
    assert.throws(
      () => applyChoice(setup, passed, { kind: 'claim', cards: [MOMENT_CARD.likeLions] }),
      IllegalChoice,
    );
  });

  it('no Trigger met, no claim: the attack that leaves the Tank standing opens none', () => {
    const { state } = lastTankShot(SPARES);
    assert.equal(state.units['b-tanks']?.annihilated, false);
    assert.equal(state.claims, undefined);
  });

  it('rulebook p.18 Communications Breakdown: the hand can still claim, the cards go to the discard pile that feeds the Tests', () => {
    const { state } = lastTankShot(KILLS);
    state.players.a.deck.communicationsBreakdown = true;
    const { state: after } = applyChoice(setup, state, {
      kind: 'claim',
      cards: [MOMENT_CARD.likeLions],
    });
    assert.equal(after.players.a.deck.piles.discardPile.at(-1), MOMENT_CARD.likeLions);
    assert.equal(after.players.a.deck.communicationsBreakdown, true);
  });

  it('a claim made as the game ends counts in its result', () => {
    const { state } = lastTankShot(KILLS);
    state.stage = 'over';
    state.players.b.vp = state.players.a.vp + 3;
    state.result = {
      winner: 'b',
      devastating: false,
      vp: { a: state.players.a.vp, b: state.players.b.vp },
    };
    const { state: after } = applyChoice(setup, state, {
      kind: 'claim',
      cards: [MOMENT_CARD.armouredMight, MOMENT_CARD.likeLions],
    });
    assert.equal(after.result?.winner, 'a');
  });
});

describe("rulebook p.40 Conquest Triggers met by the game's events (rulebook pp.35-36)", () => {
  it("an enemy unit Breaks (enemyBreaks), Falls Back (enemyFallsBack); an Annihilation by Breaking is not the attack's (annihilate)", () => {
    const met = triggersMet(setup, [
      event('rangedAttack', 'A fires', { unit: 'a-tanks', side: 'a' }),
      event('fallBack', 'Rifles b-rifles Falls Back', { unit: 'b-rifles' }),
      event('rangedAttack', 'A fires', { unit: 'a-rifles', side: 'a' }),
      event('breaks', 'Tanks b-tanks Breaks', { unit: 'b-tanks' }),
      event('annihilated', 'Tanks b-tanks is Annihilated', { unit: 'b-tanks', side: 'a' }),
    ]);
    assert.deepEqual(
      met.map((m) => [m.side, m.unit.id, m.trigger]),
      [
        ['a', 'b-rifles', { kind: 'enemyFallsBack' }],
        ['a', 'b-tanks', { kind: 'enemyBreaks' }],
      ],
    );
    const light = triggersMet(setup, [
      event('rangedAttack', 'B fires', { unit: 'b-tanks', side: 'b' }),
      event('annihilated', 'Rifles a-rifles is Annihilated', { unit: 'a-rifles', side: 'b' }),
    ]);
    assert.deepEqual(
      light.map((m) => [m.side, m.unit.id, m.trigger]),
      [['b', 'a-rifles', { kind: 'annihilate', attack: 'light' }]],
    );
    const melee = triggersMet(setup, [
      event('closeQuartersAttack', 'B strikes', { unit: 'b-rifles', side: 'b' }),
      event('annihilated', 'Rifles a-rifles is Annihilated', { unit: 'a-rifles', side: 'b' }),
    ]);
    assert.deepEqual(
      melee,
      [],
      'a Close Quarters Attack is neither a Heavy nor a Light Target Attack',
    );
  });

  it("rulebook p.46 Attacking Transport Units: a unit whose models are Destroyed aboard is Annihilated by the attack on its Transport, of the Transport's Target Category (Annihilate (Heavy), not Light)", () => {
    // B's Tanks fire at A's Tanks (Heavy) carrying A's Rifles (Light), as the engine tells it.
    const lostAboard = [
      event('rangedAttack', 'B fires', { unit: 'b-tanks', side: 'b' }),
      event('destroyed', '6 models of Rifles a-rifles are Destroyed: Tanks can carry 0 now', {
        unit: 'a-rifles',
      }),
      event('annihilated', 'Rifles a-rifles is Annihilated', { unit: 'a-rifles', side: 'b' }),
      event('annihilated', 'Tanks a-tanks is Annihilated', { unit: 'a-tanks', side: 'b' }),
    ];
    const met = triggersMet(setup, lostAboard, (unit) =>
      unit === 'a-rifles' ? 'a-tanks' : undefined,
    );
    assert.deepEqual(
      met.map((m) => [m.side, m.unit.id, m.trigger]),
      [
        ['b', 'a-rifles', { kind: 'annihilate', attack: 'heavy' }],
        ['b', 'a-tanks', { kind: 'annihilate', attack: 'heavy' }],
      ],
    );
  });
});

describe('rulebook p.40 Conquest Objectives claimed in the End Phase (rulebook p.22)', () => {
  const holdTheCentre = momentFiller(8);
  const deepStrike = momentFiller(9);
  const ROUND: Choice[] = (['a-rifles', 'b-rifles', 'a-tanks', 'b-tanks'] as const).flatMap(
    (unit): Choice[] => [{ kind: 'activate', unit }, { kind: 'hold' }, { kind: 'hold' }],
  );

  /** Round 1 with A's units moved by `place`, played to its End Phase with every unit holding. */
  function endOfRound(place: (state: GameState) => void): GameState {
    let state = replay({ format: RECORD_FORMAT, setup, seed: 11, choices: OPENING_CHOICES }).state;
    setHand(state, 'a', [holdTheCentre, deepStrike]);
    setHand(state, 'b', []);
    place(state);
    for (const choice of ROUND) state = applyChoice(setup, state, choice).state;
    return state;
  }
  const shift = (state: GameState, unit: string, dx: number, dy: number): void => {
    const u = state.units[unit]!;
    u.models = u.models.map((m) => ({ ...m, x: m.x + dx, y: m.y + dy }));
  };

  it("Hold the Centre: A's Rifles within 6\" of the centre (18, 18) and no enemy unit; Deep Strike: A's Tanks wholly within B's zone", () => {
    const state = endOfRound((s) => {
      shift(s, 'a-rifles', 8, 10);
      shift(s, 'a-tanks', -19, 28);
    });
    assert.equal(state.stage, 'initiative', 'the Round ended');
    assert.deepEqual(state.claims, [
      {
        side: 'a',
        claimable: [
          { card: holdTheCentre, victoryPoints: 1, because: 'Filler 0 Conquest (Rifles a-rifles)' },
          { card: deepStrike, victoryPoints: 2, because: 'Filler 1 Conquest (Tanks a-tanks)' },
        ],
      },
    ]);
  });

  it('rulebook p.22 The End Phase: Triggers met by both Generals are resolved in the order of the General with the Initiative, theirs first', () => {
    const bothMeet = (initiative: 'a' | 'b'): GameState =>
      endOfRound((s) => {
        setHand(s, 'b', [deepStrike]);
        shift(s, 'a-rifles', 8, 10);
        shift(s, 'b-tanks', -19, -28);
        s.initiative = initiative;
      });
    assert.deepEqual(
      bothMeet('b').claims?.map((c) => c.side),
      ['b', 'a'],
    );
    assert.deepEqual(
      bothMeet('a').claims?.map((c) => c.side),
      ['a', 'b'],
    );
  });

  it('an enemy unit within 6" of the centre too, or a model outside the zone: neither Trigger is met', () => {
    const state = endOfRound((s) => {
      shift(s, 'a-rifles', 8, 10);
      shift(s, 'b-rifles', 8, -10);
      shift(s, 'a-tanks', -19, 22);
    });
    assert.equal(state.claims, undefined);
  });
});

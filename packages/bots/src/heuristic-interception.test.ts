import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type Choice,
  type GameSetup,
  type GameState,
  applyChoice,
  nextDecision,
  placeFromReserve,
  playerView,
  putOnTheBattlefield,
} from '@warroom/armoured-clash';
import {
  CARD,
  airSkirmish,
  commandDeck,
  fighters,
  fightersArrived,
  filler,
  setHand,
  withAntiAir,
} from '@warroom/armoured-clash/testing';
import { heuristicPlayer } from './heuristic-player.js';

/** B's interceptors' guns reach Aerial targets at this many inches, with this many dice per column. */
const ANTI_AIR_REACH = 24;
const ANTI_AIR_DICE = 3;
/** B's interceptors arrive at the north edge, facing south. */
const INTERCEPTORS_AT: [number, number] = [18, 35];
const FACING_SOUTH = 270;
/** B's Rifles moved this far west, out of the interceptors' way. */
const RIFLES_ASIDE = 12;
/** The card B Intercepts with (Value 6), and A's card (Value 7). */
const INTERCEPT_CARD = filler(6);
const A_CARD = filler(7);

/** A's fighters as the air skirmish has them, worth 3 VP: Precision Fire's Bonus gains 0.04 expected VP against them. */
const CHEAP_FIGHTERS_VP = 3;
/** A's fighters made worth 12 VP: the same Bonus gains 0.17 expected VP, above COMMAND_GAIN_VP (0.1). */
const DEAR_FIGHTERS_VP = 12;

/**
 * The air skirmish where B also fields fighters with Interceptor (glossary:
 * Interceptor) and A's fighters are worth `aFightersVp`; both Generals hold
 * the command deck (Precision Fire: Value 3, Like Lions: Value 4).
 */
function interceptSetup(aFightersVp: number): GameSetup {
  const air = airSkirmish();
  const setup = {
    ...air,
    generals: {
      ...air.generals,
      a: {
        ...air.generals.a,
        units: air.generals.a.units.map((u) =>
          u.id === 'a-fighters' ? { ...u, victoryPoints: aFightersVp } : u,
        ),
      },
    },
  };
  const deck = commandDeck();
  const interceptors = withAntiAir(
    fighters('b-fighters', [{ name: 'Interceptor' }]),
    ANTI_AIR_REACH,
    ANTI_AIR_DICE,
  );
  return {
    ...setup,
    generals: {
      a: { ...setup.generals.a, deck },
      b: { ...setup.generals.b, deck, units: [...setup.generals.b.units, interceptors] },
    },
  };
}

/** A's fighters flown 10"; B Intercepts and its fighters approach 6": the Engage Step of B's Interception Sortie; B holds `bHand` besides the Intercept's card. */
function engaging(setup: GameSetup, bHand: readonly number[]): GameState {
  let state = fightersArrived(setup);
  const rifles = state.units['b-rifles'];
  const interceptors = state.units['b-fighters'];
  if (rifles === undefined || interceptors === undefined) throw new RangeError('no b units');
  rifles.models = rifles.models.map((m) => ({ ...m, x: m.x - RIFLES_ASIDE }));
  putOnTheBattlefield(
    interceptors,
    placeFromReserve(setup, state, 'b-fighters', INTERCEPTORS_AT, FACING_SOUTH),
  );
  setHand(state, 'a', [A_CARD]);
  setHand(state, 'b', [INTERCEPT_CARD, ...bHand]);
  const choices: Choice[] = [
    { kind: 'activate', unit: 'a-fighters' },
    { kind: 'approach', inches: 10 },
    { kind: 'intercept', unit: 'b-fighters', card: INTERCEPT_CARD },
    { kind: 'noInterference' },
    { kind: 'approach', inches: 6 },
  ];
  for (const choice of choices) state = applyChoice(setup, state, choice).state;
  return state;
}

/** What the heuristic bot chooses for B at its interceptors' Engage Step. */
function engageChoice(aFightersVp: number, bHand: readonly number[]): Choice {
  const setup = interceptSetup(aFightersVp);
  const state = engaging(setup, bHand);
  const decision = nextDecision(setup, state);
  if (decision === undefined) throw new RangeError('the game is over');
  assert.equal(decision.player, 'b');
  return heuristicPlayer().choose(setup, playerView(state, 'b'), decision);
}

const ATTACK: Choice = { kind: 'rangedAttack', target: 'a-fighters' };

describe('the heuristic bot Commands its interceptors (glossary: Interceptor, rulebook p.37)', () => {
  it('glossary: Interceptor, rulebook p.37 Issuing Commands: against fighters worth 12 VP it issues Precision Fire (Value 3) as its interceptors declare their attack: the Combat Rating Bonus gains 0.17 expected VP by the exact odds', () => {
    assert.deepEqual(engageChoice(DEAR_FIGHTERS_VP, [CARD.precisionFire]), {
      ...ATTACK,
      command: CARD.precisionFire,
    });
  });

  it('glossary: Interceptor, rulebook p.37: against fighters worth 3 VP the same Bonus gains 0.04 expected VP, below COMMAND_GAIN_VP: it keeps the card and attacks without a Command', () => {
    assert.deepEqual(engageChoice(CHEAP_FIGHTERS_VP, [CARD.precisionFire]), ATTACK);
  });

  it('glossary: Interceptor, rulebook p.37: Like Lions (a Bonus for Close Quarters Attacks only) is not offered for a Ranged Attack: it attacks without a Command', () => {
    assert.deepEqual(engageChoice(DEAR_FIGHTERS_VP, [CARD.likeLions]), ATTACK);
  });
});

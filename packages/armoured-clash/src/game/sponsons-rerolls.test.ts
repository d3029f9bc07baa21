import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { CARD, commandDeck, filler, setHand } from '../testing/command-fixture.js';
import { rifles } from '../testing/game-fixture.js';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import type { GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import type { Choice } from './choice.js';
import type { GameEvent } from './events.js';
import { nextDecision } from './next-decision.js';
import type { GameState } from './state.js';
import { bothHolding } from '../testing/play-fixture.js';

const RULE = 'rulebook p.33 Bonus Re-Rolls';
const SPONSONS = 'glossary: Sponsons (X)';
const RIFLE_GRID = rifles('grid').armaments;
/** B's Rifles without a Melee row: only their Sponsons strike back. */
const NO_MELEE = { ...RIFLE_GRID, rows: RIFLE_GRID.rows.filter((row) => row.attack !== 'melee') };
/** The dice of B's Rifles' Sponsons. */
const DICE = 4;
/** Seed of the Sponsons roll: two Blanks among its four dice. */
const SEED = 1;

/** B's Rifles with Sponsons (4), both Generals holding the command deck (Steady Hands: attackRerolls). */
function withSponsons(): GameSetup {
  const base = skirmishWith({
    'b-rifles': { rules: [{ name: 'Sponsons', x: DICE }], profile: { armaments: NO_MELEE } },
  });
  return bothHolding(base, commandDeck());
}

const setup = withSponsons();
const CHARGE: Choice = { kind: 'charge', target: 'b-rifles', at: [10, 11], facing: 90 };
const goOn: Choice = { kind: 'attackRerolls' };

/** A's Rifles Activated, about to Charge B's Rifles (faceToFace); A holds nothing, B holds `b`. */
function aboutToCharge(b: readonly number[]): GameState {
  let state = faceToFace(setup);
  state = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
  if (state.activation?.reaction !== undefined)
    state = applyChoice(setup, state, { kind: 'noReaction' }).state;
  state.rng = seedRng(SEED);
  setHand(state, 'a', []);
  setHand(state, 'b', b);
  return state;
}

const texts = (events: readonly GameEvent[], kind: string): string[] =>
  events.filter((e) => e.kind === kind).map((e) => e.text);

describe(`${RULE}: ${SPONSONS}`, () => {
  it(`${RULE}, ${SPONSONS}: the Weakened Attack Roll waits after its first roll for General B; let go, it rolls as the roll that did not wait, and the Charge goes on to the Attack Step`, () => {
    const straight = applyChoice(setup, aboutToCharge([]), CHARGE);
    assert.equal(straight.state.rerollsDue, undefined);
    const waiting = applyChoice(setup, aboutToCharge([filler(6)]), CHARGE);
    assert.deepEqual(texts(waiting.events, 'attackRolled'), [
      'Rifles b-rifles fires at Rifles a-rifles: weakened, 4 dice (Strike, Blank, Glancing Strike, Blank); before any die is re-rolled, its General may issue a Command (rulebook p.33 Bonus Re-Rolls)',
    ]);
    assert.deepEqual(texts(waiting.events, 'sponsons'), []);
    assert.deepEqual(waiting.state.rerollsDue, {
      unit: 'b-rifles',
      target: 'a-rifles',
      rolled: [1, 4, 2, 4],
    });
    assert.equal(waiting.state.activation?.step, 'movement');
    const decision = nextDecision(setup, waiting.state);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [goOn]);
    const goneOn = applyChoice(setup, waiting.state, goOn);
    assert.deepEqual(texts(goneOn.events, 'sponsons'), texts(straight.events, 'sponsons'));
    assert.deepEqual(texts(goneOn.events, 'sponsons'), [
      `Rifles b-rifles fires its Sponsons at Rifles a-rifles (${SPONSONS}): weakened, 4 dice, 1 hits, 1 damage, 1 destroyed`,
    ]);
    assert.deepEqual(goneOn.state.units, straight.state.units);
    assert.deepEqual(goneOn.state.rng, straight.state.rng);
    assert.equal(goneOn.state.activation?.step, 'attack');
    assert.equal(goneOn.state.activation?.sponsons, undefined);
  });

  it(`${RULE}, ${SPONSONS}: Steady Hands issued after the roll (General A does not Interfere) re-rolls its Blanks too`, () => {
    const waiting = applyChoice(setup, aboutToCharge([CARD.steadyHands]), CHARGE).state;
    const commanded = applyChoice(setup, waiting, { ...goOn, command: CARD.steadyHands });
    assert.deepEqual(texts(commanded.events, 'sponsons'), [
      `Rifles b-rifles fires its Sponsons at Rifles a-rifles (${SPONSONS}): weakened, 4 dice, 5 hits, 5 damage, 5 destroyed`,
    ]);
    assert.equal(commanded.state.activation?.step, 'attack');
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import {
  type ArmyUnit,
  type GameSetup,
  type GameState,
  RECORD_FORMAT,
  applyChoice,
  nextDecision,
  playerView,
  replay,
} from '@warroom/armoured-clash';
import {
  TO_ATTACK_STEP,
  commandSkirmish,
  faceToFace,
  setHand,
  skirmish,
} from '@warroom/armoured-clash/testing';
import { closeQuartersOverchargeGain } from './heuristic-close-quarters-overcharge.js';
import { heuristicPlayer } from './heuristic-player.js';
import { rangedOverchargeGain } from './heuristic-overcharge.js';

const CLOSE = 1e-9;
/** The Rifles' Damage Limit in the Close Quarters cases that pay: a Blank costs a quarter of a model. */
const STURDY_RIFLES = 4;
/** The Tanks' Damage Limit in the Ranged case that pays (the skirmish's is 3). */
const STURDY_TANKS = 8;

/** Each row of `attack` (ranged or melee) given Overcharge, and the units `sturdy` names that Damage Limit. */
function overcharging(
  attack: 'ranged' | 'melee',
  sturdy: Readonly<Record<string, number>> = {},
): (unit: ArmyUnit) => ArmyUnit {
  return (unit) => ({
    ...unit,
    ...(sturdy[unit.id] === undefined ? {} : { damageLimit: sturdy[unit.id] }),
    armaments: {
      ...unit.armaments,
      rows: unit.armaments.rows.map((row) =>
        row.attack === attack
          ? { ...row, qualities: [...row.qualities, { name: 'Overcharge' }] }
          : row,
      ),
    },
  });
}

/** A's Tanks in their Attack Step, B's Tanks 26" away, both Generals' hands empty (no Command). */
function tanksAttackStep(setup: GameSetup): GameState {
  const state = replay({ format: RECORD_FORMAT, setup, seed: 11, choices: TO_ATTACK_STEP }).state;
  setHand(state, 'a', []);
  setHand(state, 'b', []);
  return state;
}

/** The skirmish with both Rifles' Melee rows given Overcharge (and Damage Limit `limit` when given). */
function meleeSkirmish(limit?: number): GameSetup {
  const base = skirmish();
  const sturdy = limit === undefined ? {} : { 'a-rifles': limit, 'b-rifles': limit };
  const change = overcharging('melee', sturdy);
  return {
    ...base,
    generals: {
      a: { ...base.generals.a, units: base.generals.a.units.map(change) },
      b: { ...base.generals.b, units: base.generals.b.units.map(change) },
    },
  };
}

/** A's Rifles Charge B's (faceToFace, seed 0): B's General to declare its Retaliation. */
function charged(setup: GameSetup): GameState {
  let state = faceToFace(setup);
  state.rng = seedRng(0);
  for (const choice of [
    { kind: 'activate', unit: 'a-rifles' },
    { kind: 'charge', target: 'b-rifles', at: [10, 11], facing: 90 },
  ] as const) {
    state = applyChoice(setup, state, choice).state;
  }
  return state;
}

function closeTo(actual: number | undefined, expected: number): void {
  assert.ok(actual !== undefined && Math.abs(actual - expected) < CLOSE, `${actual} ≠ ${expected}`);
}

describe('the heuristic bot Overcharges when the exact odds say it pays (glossary: Overcharge)', () => {
  it("glossary: Overcharge: the Tanks (Damage Limit 3) would lose more to their Blanks than the card's dice gain (-0.084 VP by the exact odds): the heuristic fires without it", () => {
    const setup = commandSkirmish(overcharging('ranged'));
    const state = tanksAttackStep(setup);
    const view = playerView(state, 'a');
    closeTo(rangedOverchargeGain(setup, view, 'a-tanks', 'b-tanks', false), -0.08437748164829806);
    assert.deepEqual(heuristicPlayer().choose(setup, view, nextDecision(setup, state)!), {
      kind: 'rangedAttack',
      target: 'b-tanks',
    });
  });

  it("glossary: Overcharge: Tanks of Damage Limit 8 gain 0.815 VP from the card's dice, weighed against the cards left in A's deck: the heuristic fires Overcharged", () => {
    const setup = commandSkirmish(overcharging('ranged', { 'a-tanks': STURDY_TANKS }));
    const state = tanksAttackStep(setup);
    const view = playerView(state, 'a');
    closeTo(rangedOverchargeGain(setup, view, 'a-tanks', 'b-tanks', false), 0.8148787560284192);
    assert.deepEqual(heuristicPlayer().choose(setup, view, nextDecision(setup, state)!), {
      kind: 'rangedAttack',
      target: 'b-tanks',
      overcharge: true,
    });
  });

  it('glossary: Overcharge: a Retaliation by Rifles of Damage Limit 1, whose Blanks each cost a model, loses 0.877 VP Overcharged: the heuristic declares it plain', () => {
    const setup = meleeSkirmish();
    const state = charged(setup);
    const view = playerView(state, 'b');
    closeTo(closeQuartersOverchargeGain(setup, view, 'b-rifles'), -0.8766720945847419);
    assert.deepEqual(heuristicPlayer().choose(setup, view, nextDecision(setup, state)!), {
      kind: 'retaliate',
      unit: 'b-rifles',
    });
  });

  it('glossary: Overcharge: a Retaliation by Rifles of Damage Limit 4 gains 0.318 VP Overcharged (rulebook p.28 step 3): the heuristic declares it with overcharge', () => {
    const setup = meleeSkirmish(STURDY_RIFLES);
    const state = charged(setup);
    const view = playerView(state, 'b');
    closeTo(closeQuartersOverchargeGain(setup, view, 'b-rifles'), 0.3181138832232092);
    assert.deepEqual(heuristicPlayer().choose(setup, view, nextDecision(setup, state)!), {
      kind: 'retaliate',
      unit: 'b-rifles',
      overcharge: true,
    });
  });

  it("glossary: Overcharge: the charging Rifles of Damage Limit 4 gain 0.484 VP Overcharged: the heuristic's Close Quarters Attack is Overcharged and the engine reveals A's card", () => {
    const setup = meleeSkirmish(STURDY_RIFLES);
    const state = applyChoice(setup, charged(setup), { kind: 'retaliate', unit: 'b-rifles' }).state;
    const view = playerView(state, 'a');
    closeTo(closeQuartersOverchargeGain(setup, view, 'a-rifles'), 0.484215245135037);
    const choice = heuristicPlayer().choose(setup, view, nextDecision(setup, state)!);
    assert.deepEqual(choice, { kind: 'closeQuartersAttack', overcharge: true });
    const { events } = applyChoice(setup, state, choice);
    assert.equal(events.filter((e) => e.kind === 'overcharge').length, 1);
  });
});
